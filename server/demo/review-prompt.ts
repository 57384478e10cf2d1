/** The demo's one prompt: a code review request with a required and an optional argument. */
import type { McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod';

export function registerReviewPrompt(server: McpServer): void {
  server.registerPrompt(
    'review_code',
    {
      title: 'Review code',
      description: 'Asks the model for a focused code review of the snippet you paste.',
      argsSchema: z.object({
        code: z.string().describe('The code to review'),
        language: z.string().optional().describe('Programming language, if not obvious'),
      }),
    },
    ({ code, language }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              `Please review this ${language ? `${language} ` : ''}code. List bugs first, then risky patterns, then style, ` +
              `each with the line it concerns and a concrete fix.\n\n\`\`\`${language ?? ''}\n${code}\n\`\`\``,
          },
        },
      ],
    }),
  );
}
