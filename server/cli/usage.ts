/** The help text. Flag spellings follow DESIGN.md's CLI contract; other tools rely on them. */
export const DEFAULT_PORT = 5577;

export const USAGE = `Usage:
  mcpscope [--stdio "<command line>" | --url <http(s)://…> [--transport http|sse] [--header "Name: value"]…
            | --config <mcp.json>] [--protocol auto|legacy|modern]
           [--port <n>] [--host 127.0.0.1] [--no-open] [--traces-dir <dir>]
           [--allow-origin <origin>]… [--dangerously-allow-remote] [--dev]

  Starts the bridge and the web UI. With no target it connects to the bundled demo server.
  Prints one line: mcpscope ready at http://127.0.0.1:<port>/#token=<token>

  --stdio "<cmd>"        launch a stdio server; split into words, never run through a shell
  --stdio -- <argv>…     the same, every word after -- taken as the argv, unsplit; put it last
  --url <url>            connect to a Streamable HTTP (default) or legacy SSE server
  --transport http|sse   transport for --url
  --header "Name: value" extra HTTP header for --url (repeatable), e.g. Authorization
                         (a static token: no OAuth sign-in runs over it)
  --config <mcp.json>    connect to every server in a Claude Desktop / Cursor ("mcpServers")
                         or VS Code ("servers") config file
  --protocol <era>       auto (default): probe with server/discover and speak what the server
                         speaks; legacy: 2025-11-25 and older (initialize); modern: 2026-07-28 only
  --port <n>             port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <addr>          address to listen on (default 127.0.0.1; loopback only unless
                         --dangerously-allow-remote)
  --no-open              do not open a browser (also when CI=true)
  --traces-dir <dir>     where session traces (JSONL) go (default ~/.mcpscope/traces)
  --allow-origin <url>   also accept requests from this origin and its Host (repeatable),
                         e.g. the Vite dev server or a remote name with --dangerously-allow-remote
  --dangerously-allow-remote
                         allow a non-loopback --host; anyone who gets the token can run commands
  --dev                  API only: the UI is served by Vite (npm run dev)
  -h, --help             show this help
  -v, --version          print the version

  mcpscope scan (--stdio "<command line>" | --url <url> [--transport http|sse] [--header …]…
                | --config <mcp.json>)
                [--format text|json|sarif] [--fail-on info|low|medium|high|critical] [--timeout <ms>]
                [--as-client <name>]… [--protocol auto|legacy|modern]

  Connects, lists every tool, prompt, resource and template, and reports security and
  tool-design findings (docs/rules.md). --config scans every server in the file together, so
  cross-server shadowing and name collisions are found. --format json prints
  { "findings": [...] }; sarif prints SARIF 2.1.0. Without --fail-on, findings never fail.
  --as-client <name> (repeatable) lists each server once more, in a second session that says it
  is that client (clientInfo.name, e.g. claude-ai), and reports a server that shows it other tools
  or instructions (drift/client-dependent-listing). It starts each server again.

  A server behind OAuth: scan and replay sign in without a browser (they follow the authorization
  server's redirect) and reuse the tokens the bridge keeps in the config directory's auth.json.
  An authorization server that shows a login page needs one sign-in in the web UI first.

  mcpscope check (--stdio "<command line>" | --url <url> [--header "Name: value"]…)
                 [--json] [--sarif <file>] [--call <tool>]… [--timeout <ms>] [--no-conformance]
                 [--modern-only]

  The spec check to run before shipping a server (docs/check.md): speaks the wire directly as a
  2026-07-28 client, a 2025-11-25 client and a careless one, and reports per check pass, fail,
  not applicable or not run, with the requests and responses that show it: server/discover,
  resultType, GET/DELETE 405, header/body mismatch (-32020), cache hints, no pushed requests, a
  tampered requestState, one tool's answer in both eras, older clients served; over HTTP also the
  official conformance suite's 2025-11-25 scenarios (npx, Node 22, the network). It calls only
  tools marked readOnlyHint and those named with --call. --json prints the report as JSON;
  --sarif also writes SARIF 2.1.0. --modern-only: the server means to refuse 2025-era clients, so
  the check wants the -32022 refusal instead. Exits 1 when a check fails, 3 when unreachable.

  mcpscope open <trace> [--port <n>] [--host 127.0.0.1] [--no-open]

  Shows a recorded trace in the web UI, read-only: our JSONL, an MCP Inspector or MCPJam
  export, a Claude Desktop mcp-server-*.log or a HAR file. Starts no server. The page can also
  open traces by itself (Open trace…, or drop a file), with no mcpscope running.

  mcpscope replay <trace> (--stdio "<command line>" | --url <url> [--transport http|sse] [--header …]…)
                  [--format text|json] [--ignore <path>]… [--timeout <ms>]

  Re-sends a recorded session's requests to a live server, in order, answering its sampling and
  elicitation requests from the trace, and compares every answer with the recorded one. Ids,
  progress tokens, cursors and timestamps are never compared; --ignore /result/content/*/text
  (a JSON pointer or a dotted path, * for any key or index; repeatable) leaves out more. Tool
  definition changes are classified as breaking or additive. Exit 1 when any step differs.
  --format json prints { "summary", "steps", "toolChanges", ... } (docs/replay.md).

  mcpscope mock <trace> [--http <port>]

  Serves a recorded trace as an MCP server, over stdio (stdout carries JSON-RPC only) or
  Streamable HTTP on http://127.0.0.1:<port>/mcp (0 picks a port; the URL is printed). A request
  gets the recorded answer to the same method and params (_meta and ids ignored; repeats are
  answered in recorded order), with the server's notifications and requests at their recorded
  delays. An unrecorded request gets an error naming the closest recorded one. For example:
  mcpscope --stdio "mcpscope mock session.jsonl"

  mcpscope export <trace> [--out <file.html>] [--no-redact]

  Writes one self-contained HTML file that shows the trace read-only, from file://, with no
  install and no network. Credentials the findings' secret rule knows, values under keys such as
  authorization or api_key, and env and header values are taken out first (listed on stderr and in
  a note inside the file) unless --no-redact.

  mcpscope record (--stdio "<command line>" | --url <http(s)://…/mcp> [--port <n>])
                  [--out <file|dir> | --traces-dir <dir>]

  Sits between a real MCP host and a server and records the session as a trace. With --stdio it is
  what the host launches in place of the server: it starts the server (no shell), passes every
  line through untouched and records it, with the server's stderr (also passed on) and its exit;
  stdout carries the server's output only, and the exit code is the server's. With --url it serves
  Streamable HTTP on http://127.0.0.1:<port>/mcp (printed; 0, the default, picks a port) and
  forwards each request, headers included, streaming answers back; Authorization and cookie values
  are never recorded. --out defaults to ~/.mcpscope/traces, where the Traces screen lists it and,
  while the UI is open, shows the traffic live; a file is replaced at each launch, a directory gets
  a new file per session. --traces-dir <dir> writes a new file per session into the directory a
  bridge started with the same --traces-dir lists (its Traces screen shows the command). For example, in
  claude_desktop_config.json: "command": "npx", "args": ["mcpscope", "record", "--stdio", "node server.js"]

Exit codes: 0 ok, 1 findings or differences, 2 usage error, 3 could not connect.
`;
