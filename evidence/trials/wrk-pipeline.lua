-- Sends GET /hello ten at a time on each connection, like autocannon -p 10.
local depth = 10

init = function(args)
  local requests = {}
  for i = 1, depth do
    requests[i] = wrk.format("GET", "/hello")
  end
  pipelined = table.concat(requests)
end

request = function()
  return pipelined
end
