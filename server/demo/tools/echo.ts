import * as z from 'zod';
import { defineTool, textResult } from '../tool-router';

export const echoTool = defineTool({
  name: 'echo',
  title: 'Echo',
  description: 'Returns the message you send, optionally in upper case. The simplest round trip: a good first call.',
  inputSchema: z.object({
    message: z.string().describe('Text to send back'),
    uppercase: z.boolean().optional().describe('Shout it back in upper case'),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ message, uppercase }) => textResult(uppercase ? message.toUpperCase() : message),
});
