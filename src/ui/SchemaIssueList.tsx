/** Schema issues as a developer reads them: "params.arguments.message must be string", one a line. */
import { formatIssuePath, type SchemaIssue } from '../core/schema-validation';

export function SchemaIssueList({ issues }: { issues: readonly SchemaIssue[] }) {
  return (
    <ul className="list-disc pl-4 font-mono">
      {issues.map((issue, index) => (
        <li key={index}>
          {formatIssuePath(issue.path)} {issue.message}
        </li>
      ))}
    </ul>
  );
}
