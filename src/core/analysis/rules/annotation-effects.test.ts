import { describe, expect, it } from 'vitest';
import { annotationRules } from './annotations';
import { surfaceHits, surfaceOf } from './test-support';

const tool = (name: string, description: string, annotations: Record<string, boolean>) => ({ name, description, inputSchema: { type: 'object' }, annotations });
const firedOn = (annotations: Record<string, boolean>, name: string, description: string) =>
  surfaceHits(annotationRules, surfaceOf('srv', [tool(name, description, annotations)])).map((hit) => [hit.ruleId, hit.evidence]);
const idempotent = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const readOnly = { readOnlyHint: true, openWorldHint: false };
const notDestructive = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };

describe('annotations/not-idempotent', () => {
  it.each([
    ['charge_card', "Charges the customer's card the given amount.", 'Charges'],
    ['log_expense', 'Appends a new row to the expenses spreadsheet.', 'Appends'],
    ['notify', 'Looks up the team, then sends each member an SMS.', 'sends'],
    ['send_invoice', 'Invoice helper.', 'send'],
  ])('%s: "%s" adds something every call', (name, description, evidence) => {
    expect(firedOn(idempotent, name, description)).toEqual([['annotations/not-idempotent', evidence]]);
  });

  it.each([
    ['set_status', "Sets the user's status message to the given text."],
    ['write_file', 'Create a new file or completely overwrite an existing file with new content.'],
    ['create_directory', 'Create a new directory. If the directory already exists, this operation will succeed silently.'],
    ['charge_preview', 'Calculates what charging the card would cost. Nothing is charged.'],
    ['create_or_update_label', 'Creates the label or updates it when it already exists.'],
    ['get_sent_emails', 'Lists sent e-mails.'],
    ['create_or_update_file', 'File helper.'],
  ])('%s: "%s" is safe to repeat', (name, description) => {
    expect(firedOn(idempotent, name, description)).toEqual([]);
  });
});

describe('annotations/destroys-in-other-words', () => {
  it.each([
    ['verlauf', 'Zeigt den Verlauf an und löscht danach alle Einträge.', 'löscht'],
    ['cuenta', 'Elimina la cuenta del usuario y todos sus datos.', 'Elimina'],
    ['apps', '指定したアプリをアンインストールし、その設定ファイルを削除します。', 'アンインストール'],
    ['records', '删除所有记录。', '删除'],
  ])('%s: "%s" deletes', (name, description, evidence) => {
    expect(firedOn(notDestructive, name, description)).toEqual([['annotations/destroys-in-other-words', evidence]]);
  });

  it.each([
    ['historial', 'Muestra el historial de pedidos del usuario; no elimina nada.'],
    ['verlauf', 'Zeigt die zuletzt gelöschten Einträge an, damit man sie wiederherstellen kann.'],
    ['apps', 'インストール済みのアプリを一覧表示します。削除はしません。'],
    ['trash', '列出已删除的文件。'],
    ['files', 'Affiche les fichiers; ne supprime rien.'],
  ])('%s: "%s" does not', (name, description) => {
    expect(firedOn(readOnly, name, description)).toEqual([]);
  });
});

describe('annotations/destroys-in-passive', () => {
  it.each([
    ['sync_folder', 'Mirrors the folder to the server; local files are permanently deleted afterwards.', 'are permanently deleted'],
    ['backup_status', 'Shows the backup status. Older backups will be purged.', 'will be purged'],
  ])('%s: "%s" destroys', (name, description, evidence) => {
    expect(firedOn(readOnly, name, description)).toEqual([['annotations/destroys-in-passive', evidence]]);
  });

  it.each([
    ['cleanup_preview', 'Shows which files would be deleted by a cleanup.'],
    ['trash', 'Lists the files that were deleted this week.'],
    ['editor', 'The highlight is removed when the selection changes.'],
  ])('%s: "%s" does not', (name, description) => {
    expect(firedOn(readOnly, name, description)).toEqual([]);
  });
});

describe('annotations/closed-world-takes-urls reads where things are sent', () => {
  it('fires on a closed-world tool that posts to a webhook or a named host', () => {
    expect(firedOn({ ...notDestructive }, 'notify_team', 'Posts the summary to the configured Slack webhook.').map(([id]) => id)).toEqual(['annotations/closed-world-takes-urls']);
    expect(firedOn({ ...notDestructive }, 'backup', 'Uploads the archive to backups.example.io nightly.').map(([id]) => id)).toEqual(['annotations/closed-world-takes-urls']);
  });

  it('does not fire on sending within the machine', () => {
    expect(firedOn({ ...notDestructive }, 'notify', 'Sends a desktop notification with the summary.')).toEqual([]);
  });
});

describe('a glossary of values is not what the tool does', () => {
  const glossary = 'Lists adjustments.\n\nAdjustments have an action:\n\n- credit: Credits the related transaction.\n- refund: Refunds some or all of the related transaction.\n';

  it('"- refund: Refunds the related transaction" on a read-only lister defines a filter value', () => {
    expect(firedOn(readOnly, 'list_adjustments', glossary)).toEqual([]);
  });

  it('the same read-only tool that itself refunds is still reported', () => {
    expect(firedOn(readOnly, 'list_adjustments', `${glossary}\nThen refunds the oldest transaction.`)).toEqual([['annotations/read-only-contradiction', 'Then refunds']]);
  });

  it('a single "note:" item is no glossary', () => {
    expect(firedOn(readOnly, 'list_adjustments', 'Lists adjustments.\n- note: Refunds the oldest transaction.')).toEqual([['annotations/read-only-contradiction', 'Refunds']]);
  });
});
