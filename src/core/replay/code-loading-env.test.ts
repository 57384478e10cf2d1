import { describe, expect, it } from 'vitest';
import type { ConnectionTarget } from '../bridge-api/connections';
import { codeLoadingReason, splitCodeLoadingEnv, unconfirmedTraceEnv } from './code-loading-env';

describe('codeLoadingReason', () => {
  it('names the variables that change which code a runtime loads, in any case, DYLD_* and npm_config_* by prefix', () => {
    for (const name of ['NODE_OPTIONS', 'node_options', 'LD_PRELOAD', 'LD_AUDIT', 'DYLD_INSERT_LIBRARIES', 'DYLD_LIBRARY_PATH', 'PYTHONSTARTUP', 'PYTHONPATH', 'PERL5OPT', 'RUBYOPT', 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'BASH_ENV', 'ENV', 'PROMPT_COMMAND', 'GIT_SSH_COMMAND', 'GIT_ASKPASS', 'SSH_ASKPASS', 'GIT_EXEC_PATH', 'GIT_CONFIG_COUNT', 'GIT_CONFIG_KEY_0', 'PATH', 'Path', 'npm_config_registry']) {
      expect(codeLoadingReason(name), name).toBeTruthy();
    }
    expect(codeLoadingReason('NODE_OPTIONS')).toContain('--require');
  });

  it('leaves ordinary variables alone, including ones that merely contain a listed name', () => {
    for (const name of ['DEBUG', 'API_KEY', 'MCPSCOPE_DEMO_EVOLVED', 'MY_PATH', 'PATHS', 'ENVIRONMENT', 'NODE_ENV', 'LD_PRELOADED', 'GIT_AUTHOR_NAME', 'GIT_TERMINAL_PROMPT']) expect(codeLoadingReason(name), name).toBeUndefined();
  });
});

describe('splitCodeLoadingEnv', () => {
  it('holds back the code-loading variables wherever they sit among harmless ones', () => {
    const env = { A: '1', B: '2', C: '3', NODE_OPTIONS: '--require /tmp/evil.js', D: '4', PATH: '/tmp/bin' };
    expect(splitCodeLoadingEnv(env)).toEqual({ plain: { A: '1', B: '2', C: '3', D: '4' }, held: { NODE_OPTIONS: '--require /tmp/evil.js', PATH: '/tmp/bin' } });
    expect(splitCodeLoadingEnv(undefined)).toEqual({ plain: {}, held: {} });
  });
});

describe('unconfirmedTraceEnv', () => {
  const recorded: ConnectionTarget = { transport: 'stdio', command: 'node', args: ['s.js'], env: { DEBUG: '1', NODE_OPTIONS: '--require /tmp/evil.js' } };
  const withEnv = (env: Record<string, string>): ConnectionTarget => ({ transport: 'stdio', command: 'node', args: ['s.js'], env });

  it("refuses the trace's own value of a code-loading variable unless it is confirmed by name", () => {
    expect(unconfirmedTraceEnv(recorded, withEnv({ DEBUG: '1', NODE_OPTIONS: '--require /tmp/evil.js' }))).toEqual(['NODE_OPTIONS']);
    expect(unconfirmedTraceEnv(recorded, withEnv({ NODE_OPTIONS: '--require /tmp/evil.js' }), ['NODE_OPTIONS'])).toEqual([]);
  });

  it('lets through what the person typed: another value, plain variables, no trace target, an HTTP target', () => {
    expect(unconfirmedTraceEnv(recorded, withEnv({ DEBUG: '1', NODE_OPTIONS: '--max-old-space-size=512' }))).toEqual([]);
    expect(unconfirmedTraceEnv(undefined, withEnv({ NODE_OPTIONS: '--require /tmp/evil.js' }))).toEqual([]);
    expect(unconfirmedTraceEnv(recorded, { transport: 'http', url: 'http://127.0.0.1:1/mcp' })).toEqual([]);
  });
});
