/** Serving a recorded trace as an MCP server (issue 5, item 6): the isomorphic part. */
export { recordedSession, type Exchange, type FollowUp, type MockError, type RecordedOutcome, type RecordedResponse, type RecordedSession } from './recorded-session';
export { MockResponder, type MockPlan, type MockResponderOptions } from './responder';
export { METHOD_NOT_FOUND, INVALID_PARAMS } from './closest-request';
