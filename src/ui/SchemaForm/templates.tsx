/**
 * rjsf templates replacing the core theme's Bootstrap-3 markup (glyphicon buttons, col-xs grid)
 * with small Tailwind-styled pieces. Fields, inputs and labels keep rjsf's markup and are styled
 * from the form root (see FORM_CLASSES in SchemaForm.tsx).
 */
import { type ArrayFieldItemTemplateProps, type IconButtonProps, type TemplatesType } from '@rjsf/utils';

const BUTTON =
  'inline-flex h-6 min-w-6 items-center justify-center rounded border border-zinc-300 px-1.5 text-xs text-zinc-700 ' +
  'hover:bg-zinc-100 disabled:opacity-40 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800';

function textButton(symbol: string, fallbackTitle: string, extraClass = '') {
  function TextIconButton({ onClick, disabled, title, id, className, style }: IconButtonProps) {
    return (
      <button
        type="button"
        id={id}
        onClick={onClick}
        disabled={disabled}
        title={title ?? fallbackTitle}
        aria-label={title ?? fallbackTitle}
        style={style}
        className={`${BUTTON} ${extraClass} ${className ?? ''}`}
      >
        {symbol}
      </button>
    );
  }
  return TextIconButton;
}

function AddButton({ onClick, disabled, id, className }: IconButtonProps) {
  return (
    <button type="button" id={id} onClick={onClick} disabled={disabled} className={`${BUTTON} mt-1 ${className ?? ''}`}>
      + Add item
    </button>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry }: ArrayFieldItemTemplateProps) {
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <div className="mb-2 flex items-start gap-2">
      <div className="min-w-0 flex-1">{children}</div>
      {hasToolbar && (
        <div className="flex shrink-0 gap-1 pt-0.5">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      )}
    </div>
  );
}

export const FORM_TEMPLATES: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ButtonTemplates: {
    AddButton,
    CopyButton: textButton('⧉', 'Copy'),
    MoveUpButton: textButton('↑', 'Move up'),
    MoveDownButton: textButton('↓', 'Move down'),
    RemoveButton: textButton('✕', 'Remove', 'text-red-600 dark:text-red-400'),
    ClearButton: textButton('✕', 'Clear'),
    // The tools screen has its own Run button; rjsf's submit is also hidden via uiSchema.
    SubmitButton: () => null,
  },
};
