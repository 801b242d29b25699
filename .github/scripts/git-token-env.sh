# Sourced by the history scripts: a token in GH_TOKEN reaches git through its environment
# (GIT_CONFIG_*), as the header actions/checkout would set, never in a remote URL, an argument (any
# process can read /proc/<pid>/cmdline) or a .git/config. printf is a shell builtin.
if [ -n "${GH_TOKEN:-}" ]; then
  basic="$(printf 'x-access-token:%s' "$GH_TOKEN" | base64 -w0)"
  export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0='http.https://github.com/.extraheader'
  export GIT_CONFIG_VALUE_0="AUTHORIZATION: basic $basic"
fi
