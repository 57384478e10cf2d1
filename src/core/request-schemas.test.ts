import { describe, expect, it } from 'vitest';
import { isKnownRequest, requestIssues, requestJsonSchema } from './request-schemas';

const ECHO_INPUT = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };

describe('the spec schemas of an edited request', () => {
  it('finds what the spec forbids, at its path', () => {
    expect(requestIssues({ method: 'tools/call', params: { name: 'echo', arguments: { message: 'x' } } })).toEqual([]);
    const [issue, ...others] = requestIssues({ method: 'resources/read', params: { uri: 42 } });
    expect(others).toEqual([]);
    expect(issue?.path).toBe('/params/uri');
    expect(issue?.message).toMatch(/string/);
  });

  it("checks a tool call's arguments against the tool's inputSchema", () => {
    const issues = requestIssues({ method: 'tools/call', params: { name: 'echo', arguments: {} } }, ECHO_INPUT);
    expect(issues.map((issue) => issue.path)).toEqual(['/params/arguments']);
    expect(issues[0]?.message).toMatch(/message/);
  });

  it('leaves a method the spec does not define unchecked', () => {
    expect(isKnownRequest('acme/custom')).toBe(false);
    expect(requestIssues({ method: 'acme/custom', params: { anything: 1 } })).toEqual([]);
    expect(requestJsonSchema('acme/custom')).toBeUndefined();
  });

  it("gives the editor a JSON Schema with the tool's inputSchema as params.arguments", () => {
    const schema = requestJsonSchema('tools/call', ECHO_INPUT) as { properties: { params: { properties: { arguments: unknown }; required: string[] } } };
    expect(schema.properties.params.properties.arguments).toBe(ECHO_INPUT);
    expect(schema.properties.params.required).toContain('name');
    // The same object each time, so the editor does not re-register its schema on every keystroke.
    expect(requestJsonSchema('tools/call', ECHO_INPUT)).toBe(schema);
  });
});
