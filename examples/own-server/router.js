// A deliberately small router: the framework whose pull requests this example gates.
import { createServer } from 'node:http';

/** Routes are "METHOD /path/:param" keys; a handler gets (params, body) and returns [status, value]. */
export function createRouter(routes) {
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ');
    const names = [];
    const source = pattern.replace(/:(\w+)/g, (_, name) => (names.push(name), '([^/]+)'));
    return { method, regexp: new RegExp(`^${source}$`), names, handler };
  });
  return createServer((request, response) => {
    const send = (status, value) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const route = table.find((entry) => entry.method === request.method && entry.regexp.test(request.url));
    if (!route) return send(404, { error: 'not found' });
    const params = Object.fromEntries(
      route.regexp
        .exec(request.url)
        .slice(1)
        .map((value, index) => [route.names[index], value]),
    );
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      let body;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        return send(400, { error: 'body is not JSON' });
      }
      send(...route.handler(params, body));
    });
  });
}
