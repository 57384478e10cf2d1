/**
 * One help page per command (`mcpscope help scan`, `mcpscope scan --help`): its synopsis, what it
 * does, every option and examples (issue 19, item 4). Flag spellings follow DESIGN.md's CLI
 * contract; other tools rely on them. Options several commands share are written once, below.
 */
import { RULES_DOC_URL } from '../../src/core/sarif-log';
import { DEFAULT_PORT, type CommandName } from './commands';

/** A flag as the help shows it, and what it does (continuation lines start with "\n"). */
export type Option = readonly [flag: string, description: string];

interface CommandHelp {
  /** The overview's one line. */
  summary: string;
  synopsis: string;
  about: string;
  options: readonly Option[];
  examples: readonly string[];
  exitCodes: string;
}

const STDIO: Option = ['--stdio "<cmd>"', 'launch a stdio server; split into words, never run through a shell.\n--stdio -- <argv>… (last on the line) takes every word after -- unsplit'];
const URL_FLAG: Option = ['--url <url>', 'connect to a Streamable HTTP (default) or legacy SSE server'];
const TRANSPORT: Option = ['--transport http|sse', 'transport for --url'];
const HEADER: Option = ['--header "Name: value"', 'extra HTTP header for --url (repeatable), e.g. Authorization\n(a static token: no OAuth sign-in runs over it)'];
const CONFIG: Option = ['--config <mcp.json>', 'every server in a Claude Desktop / Cursor ("mcpServers")\nor VS Code ("servers") config file'];
const PROTOCOL: Option = ['--protocol <era>', 'auto (default): probe with server/discover and speak what the server\nspeaks; legacy: 2025-11-25 and older (initialize); modern: 2026-07-28 only'];
const PORT: Option = ['--port <n>', `port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)`];
const HOST: Option = ['--host <addr>', 'address to listen on (default 127.0.0.1; loopback only unless\n--dangerously-allow-remote)'];
const NO_OPEN: Option = ['--no-open', 'do not open a browser (also when CI=true)'];
const timeout = (what: string, ms: number): Option => ['--timeout <ms>', `how long ${what} may take (default ${ms})`];

export const QUIET: Option = ['-q, --quiet', 'no progress lines on stderr (they show only when stderr is a terminal)'];
export const HELP: Option = ['-h, --help', 'show this help'];
export const VERSION: Option = ['-v, --version', 'print the version'];

const OAUTH_NOTE = `A server behind OAuth: the command signs in without a browser (it follows the authorization
server's redirect) and reuses the tokens the bridge keeps in the config directory's auth.json.
An authorization server that shows a login page needs one sign-in in the web UI first.`;

const CONNECT_EXIT = '0 ok, 1 findings at or above --fail-on, 2 usage error, 3 could not connect.';

const ONE_SERVER_SYNOPSIS = '(--stdio "<command line>" | --url <url> [--transport http|sse] [--header …]…\n               | --config <mcp.json> [--server <name>])';
/** call and list take one server of an mcp.json. */
const ONE_SERVER_CONFIG: readonly Option[] = [
  ['--config <mcp.json>', 'a Claude Desktop / Cursor ("mcpServers") or VS Code ("servers") config\nfile: connect the server --server names, as `mcpscope --config` would'],
  ['--server <name>', 'which server of --config (may be left out when the file has one)'],
];

export const HELP_PAGES: Record<CommandName, CommandHelp> = {
  serve: {
    summary: 'start the bridge and the web UI (the default: plain `mcpscope`)',
    synopsis: `mcpscope [serve] [--stdio "<command line>" | --url <http(s)://…> [--transport http|sse] [--header "Name: value"]…
                 | --config <mcp.json>] [--protocol auto|legacy|modern]
                [--trace-context] [--otlp-endpoint <url>] [--otlp-receiver <port>|off]
                [--port <n>] [--host 127.0.0.1] [--no-open] [--traces-dir <dir>]
                [--allow-origin <origin>]… [--dangerously-allow-remote] [--dev]`,
    about: `Starts the bridge and the web UI. With no target it connects to the bundled demo server.
Prints one line: mcpscope ready at http://127.0.0.1:<port>/#token=<token>`,
    options: [
      STDIO, URL_FLAG, TRANSPORT, HEADER, CONFIG, PROTOCOL,
      ['--trace-context', "put W3C traceparent into each request's params._meta, so an\nOpenTelemetry-instrumented server's spans join mcpscope's (docs/otel.md)"],
      ['--otlp-endpoint <url>', "send each request's span live to this OTLP/HTTP receiver\n(e.g. http://localhost:4318; /v1/traces is added)"],
      ['--otlp-receiver <port>|off', "the port of mcpscope's own OTLP/HTTP receiver on 127.0.0.1, which puts\nthe spans servers send it in the timeline (default: any free port, printed\nat start; stdio servers with trace context on are pointed at it)"],
      PORT, HOST, NO_OPEN,
      ['--traces-dir <dir>', 'where session traces (JSONL) go (default: the traces folder in the OS\'s\ndata folder, e.g. ~/.local/share/mcpscope/traces; README: "Where mcpscope keeps files")'],
      ['--allow-origin <url>', 'also accept requests from this origin and its Host (repeatable),\ne.g. the Vite dev server or a remote name with --dangerously-allow-remote'],
      ['--dangerously-allow-remote', 'allow a non-loopback --host; anyone who gets the token can run commands'],
      ['--dev', 'API only: the UI is served by Vite (npm run dev)'],
      VERSION,
    ],
    examples: [
      'mcpscope --stdio "node ./build/index.js --verbose"',
      'mcpscope --url https://example.test/mcp --header "Authorization: Bearer …"',
      'mcpscope --config ./.vscode/mcp.json --port 0 --no-open',
    ],
    exitCodes: 'runs until stopped; 1 could not start, 2 usage error.',
  },
  open: {
    summary: 'show a recorded trace in the web UI, read-only',
    synopsis: 'mcpscope open <trace> [--port <n>] [--host 127.0.0.1] [--no-open]',
    about: `Shows a recorded trace in the web UI, read-only: our JSONL, an MCP Inspector or MCPJam
export, a Claude Desktop mcp-server-*.log or a HAR file. Starts no server. The page can also
open traces by itself (Open trace…, or drop a file), with no mcpscope running.`,
    options: [PORT, HOST, NO_OPEN],
    examples: [
      'mcpscope open ~/.local/share/mcpscope/traces/2026-11-23T12-00-00-000Z_c1_ab12cd.jsonl',
      'mcpscope open ~/Library/Logs/Claude/mcp-server-notes.log --port 0',
    ],
    exitCodes: 'runs until stopped; 1 could not start, 2 usage error or unreadable trace.',
  },
  scan: {
    summary: 'list a server and report security and tool-design findings',
    synopsis: `mcpscope scan (--stdio "<command line>" | --url <url> [--transport http|sse] [--header …]…
              | --config <mcp.json>)
              [--format text|json|sarif] [--fail-on info|low|medium|high|critical] [--timeout <ms>]
              [--as-client <name>]… [--protocol auto|legacy|modern]`,
    about: `Connects, lists every tool, prompt, resource and template, and reports security and
tool-design findings. --config scans every server in the file together, so cross-server
shadowing and name collisions are found; servers that cannot be reached are named and left out
of the totals. Without --fail-on, findings never fail. Every rule, what fires and what does not:
${RULES_DOC_URL}

${OAUTH_NOTE}`,
    options: [
      STDIO, URL_FLAG, TRANSPORT, HEADER, CONFIG,
      ['--format <format>', 'text (default), json ({ "findings": [...] }) or sarif (SARIF 2.1.0)'],
      ['--fail-on <severity>', 'exit 1 when a finding is at least this severe'],
      timeout('each server', 30_000),
      ['--as-client <name>', 'list each server once more as this client (clientInfo.name, e.g.\nclaude-ai; repeatable) and report other tools or instructions shown to it\n(drift/client-dependent-listing); starts each server again'],
      PROTOCOL,
    ],
    examples: [
      'mcpscope scan --stdio "node ./build/index.js" --fail-on high',
      'mcpscope scan --config ./mcp.json --format sarif > mcpscope.sarif',
      'mcpscope scan --url https://example.test/mcp --as-client claude-ai --format json',
    ],
    exitCodes: CONNECT_EXIT,
  },
  check: {
    summary: 'the spec check to run before shipping a server',
    synopsis: `mcpscope check (--stdio "<command line>" | --url <url> [--header "Name: value"]…)
               [--json] [--sarif <file>] [--call <tool>]… [--timeout <ms>] [--no-conformance]
               [--modern-only]`,
    about: `The spec check to run before shipping a server (docs/check.md): speaks the wire directly as a
2026-07-28 client, a 2025-11-25 client and a careless one, and reports per check pass, fail,
not applicable or not run, with the requests and responses that show it: server/discover,
resultType, GET/DELETE 405, header/body mismatch (-32020), cache hints, no pushed requests, a
tampered requestState, one tool's answer in both eras, older clients served; over HTTP also the
official conformance suite's 2025-11-25 scenarios (npx, Node 22, the network). It calls only
tools marked readOnlyHint and those named with --call.`,
    options: [
      STDIO, ['--url <url>', 'check a Streamable HTTP server'], HEADER,
      ['--json', 'print the report as JSON'],
      ['--sarif <file>', 'also write SARIF 2.1.0 to this file'],
      ['--call <tool>', 'a tool the check may call besides those marked readOnlyHint (repeatable)'],
      timeout('one exchange', 15_000),
      ['--no-conformance', 'skip the official conformance suite (it needs npx and the network)'],
      ['--modern-only', 'the server means to refuse 2025-era clients: the check wants the -32022\nrefusal instead'],
    ],
    examples: [
      'mcpscope check --stdio "node ./build/index.js"',
      'mcpscope check --url http://127.0.0.1:3000/mcp --call echo --sarif check.sarif',
      'mcpscope check --url https://example.test/mcp --header "Authorization: Bearer …" --json --no-conformance',
    ],
    exitCodes: '0 every check passed or did not apply, 1 a check failed, 2 usage error, 3 could not connect.',
  },
  call: {
    summary: 'call one tool and print its result as JSON',
    synopsis: `mcpscope call ${ONE_SERVER_SYNOPSIS}
              <tool> [<json-args> | -] [--timeout <ms>] [--protocol auto|legacy|modern]`,
    about: `Connects, calls one tool with the arguments given as a JSON object (- reads them from stdin;
none: {}) and prints the CallToolResult exactly as the server sent it; a JSON-RPC error is
printed as { "error": { "code", "message", "data" } }. stdout carries that JSON alone, for
scripts and CI; progress and errors go to stderr. It speaks either protocol era (--protocol). A sampling
request from the server is refused and an elicitation declined: no one is there to answer them.

${OAUTH_NOTE}`,
    options: [STDIO, URL_FLAG, TRANSPORT, HEADER, ...ONE_SERVER_CONFIG, timeout('connecting, and the call,', 60_000), PROTOCOL],
    examples: [
      `mcpscope call --stdio "node ./build/index.js" echo '{"message":"hi"}'`,
      'mcpscope call --url http://127.0.0.1:3001/mcp get-sum \'{"a":1,"b":2}\'',
      `echo '{"message":"hi"}' | mcpscope call --stdio "mcpscope-demo" echo -`,
      `mcpscope call --config ~/.cursor/mcp.json --server notes search '{"query":"mcp"}'`,
    ],
    exitCodes: '0 a result, 1 the tool answered isError: true or a JSON-RPC error, 2 usage error or no such --server, 3 could not connect or got no answer.',
  },
  list: {
    summary: 'print every tool, prompt, resource or template as JSON',
    synopsis: `mcpscope list tools|prompts|resources|templates
              ${ONE_SERVER_SYNOPSIS}
              [--timeout <ms>] [--protocol auto|legacy|modern]`,
    about: `Connects and prints one list as a JSON array, every page followed (nextCursor), each item
exactly as the server sent it; templates are resources/templates/list. A JSON-RPC error (a
server without prompts, say) is printed as { "error": … }. stdout carries that JSON alone, for
scripts and CI; progress and errors go to stderr. It speaks either protocol era (--protocol).

${OAUTH_NOTE}`,
    options: [STDIO, URL_FLAG, TRANSPORT, HEADER, ...ONE_SERVER_CONFIG, timeout('connecting, and each page,', 30_000), PROTOCOL],
    examples: [
      'mcpscope list tools --stdio "node ./build/index.js"',
      'mcpscope list resources --url http://127.0.0.1:3001/mcp --header "Authorization: Bearer …"',
      'mcpscope list tools --config ./.vscode/mcp.json --server github',
    ],
    exitCodes: '0 listed, 1 the server answered with a JSON-RPC error or no list, 2 usage error or no such --server, 3 could not connect.',
  },
  replay: {
    summary: 're-send a recorded session to a live server and compare the answers',
    synopsis: `mcpscope replay <trace> (--stdio "<command line>" | --url <url> [--transport http|sse] [--header …]…)
                [--format text|json] [--ignore <path>]… [--timeout <ms>]`,
    about: `Re-sends a recorded session's requests to a live server, in order, answering its sampling and
elicitation requests from the trace, and compares every answer with the recorded one. Ids,
progress tokens, cursors and timestamps are never compared. Tool definition changes are
classified as breaking or additive (docs/replay.md).

${OAUTH_NOTE}`,
    options: [
      STDIO, URL_FLAG, TRANSPORT, HEADER,
      ['--format <format>', 'text (default) or json ({ "summary", "steps", "toolChanges", ... })'],
      ['--ignore <path>', 'leave more out of the comparison: a JSON pointer or a dotted path,\n* for any key or index (repeatable), e.g. /result/content/*/text'],
      timeout('the connection, and each answer,', 30_000),
    ],
    examples: [
      'mcpscope replay session.jsonl --stdio "node ./build/index.js"',
      'mcpscope replay session.jsonl --url http://127.0.0.1:3000/mcp --format json --ignore /result/_meta',
    ],
    exitCodes: '0 every step the same, 1 differences, 2 usage error or unreadable trace, 3 could not connect.',
  },
  mock: {
    summary: 'serve a recorded trace as an MCP server',
    synopsis: 'mcpscope mock <trace> [--http <port>]',
    about: `Serves a recorded trace as an MCP server, over stdio (stdout carries JSON-RPC only) or
Streamable HTTP on http://127.0.0.1:<port>/mcp (the URL is printed). A request gets the
recorded answer to the same method and params (_meta and ids ignored; repeats are answered in
recorded order), with the server's notifications and requests at their recorded delays. An
unrecorded request gets an error naming the closest recorded one.`,
    options: [['--http <port>', 'serve Streamable HTTP on this port instead of stdio (0 picks a port)']],
    examples: [
      'mcpscope mock session.jsonl --http 0',
      'mcpscope --stdio "mcpscope mock session.jsonl"',
    ],
    exitCodes: '0 served until the client left or a signal, 1 could not listen, 2 usage error or unreadable trace.',
  },
  record: {
    summary: 'sit between a real MCP host and a server and record the session',
    synopsis: `mcpscope record (--stdio "<command line>" | --url <http(s)://…/mcp> [--port <n>])
                [--out <file|dir> | --traces-dir <dir>]`,
    about: `Sits between a real MCP host and a server and records the session as a trace. With --stdio it is
what the host launches in place of the server: it starts the server (no shell), passes every
line through untouched and records it, with the server's stderr (also passed on) and its exit;
stdout carries the server's output only. With --url it serves Streamable HTTP on
http://127.0.0.1:<port>/mcp (printed) and forwards each request, headers included, streaming
answers back; Authorization and cookie values are never recorded. While the UI is open, its
Traces screen shows the traffic live.`,
    options: [
      ['--stdio "<cmd>"', 'the server to start and record (never run through a shell)'],
      ['--url <url>', 'the Streamable HTTP server to forward to'],
      ['--port <n>', 'with --url: the local port to serve on (default 0: a free one)'],
      ['--out <file|dir>', 'where the trace goes: a file is replaced at each launch, a directory\ngets a new file per session. --out defaults to the traces folder the bridge lists'],
      ['--traces-dir <dir>', 'a new file per session in the directory a bridge started with the same\n--traces-dir lists (its Traces screen shows the command)'],
    ],
    examples: [
      'mcpscope record --stdio "node server.js" --out session.jsonl',
      'mcpscope record --url https://example.test/mcp --port 3100',
      'in claude_desktop_config.json: "command": "npx", "args": ["mcpscope", "record", "--stdio", "node server.js"]',
    ],
    exitCodes: "the server's with --stdio; 0 after a signal with --url; 1 could not record, 2 usage error.",
  },
  export: {
    summary: 'write one self-contained HTML file that shows a trace, or its OpenTelemetry spans',
    synopsis: 'mcpscope export <trace> [--format html|otlp] [--out <file>] [--no-redact]',
    about: `Writes one self-contained HTML file that shows the trace read-only, from file://, with no
install and no network, and prints its path. Credentials the findings' secret rule knows, values
under keys such as authorization or api_key, and env and header values are taken out first
(listed on stderr and in a note inside the file) unless --no-redact. --format otlp writes the
session as OpenTelemetry spans instead (OTLP/JSON, the MCP semantic conventions; docs/otel.md),
for a collector or a tracing backend.`,
    options: [
      ['--format html|otlp', 'html: the page (default); otlp: OTLP/JSON spans'],
      ['--out <file>', 'where to write, .html or .json (default: next to the trace, named after it)'],
      ['--no-redact', 'keep credentials in (only for a file that stays with you)'],
    ],
    examples: [
      'mcpscope export session.jsonl',
      'mcpscope export ~/Library/Logs/Claude/mcp-server-notes.log --out bug-report.html',
      'mcpscope export session.jsonl --format otlp --out spans.json',
    ],
    exitCodes: '0 written, 1 could not build or write, 2 usage error or unreadable trace.',
  },
};
