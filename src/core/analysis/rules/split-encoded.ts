/**
 * Base64 split across the fields of one definition (issue 22): each half looks like noise, the
 * two together decode to text. The engine rereads the decoded text with every text rule (analyze.ts).
 */
import { clip } from '../finding';
import { familyRule, type SurfaceRule } from '../rule';
import { showInvisible } from '../hidden-text';
import { splitBlobs } from '../normalize/split-base64';
import { surfaceTextFields } from '../text-fields';

export const splitEncodedText: SurfaceRule = {
  rule: familyRule('hidden-content')(
    'split-encoded-text',
    'medium',
    'Encoded text split across fields',
    'Fires when base64 fragments at the end of one field and the start of the next fields of the same definition (a description and a parameter description, say) decode to readable text only when joined; the finding points at the first fragment and names the others. Medium. Fragments that decode on their own (encoded-text reports those), ordinary words, and fragments in different definitions do not fire.',
    'Send the text as plain text; an instruction cut across fields is hidden on purpose.',
  ),
  check: (surface) =>
    splitBlobs(surfaceTextFields(surface)).map(({ path, span, otherPaths, decoded }) => ({
      message: `Base64 split across ${path} and ${otherPaths.join(', ')} decodes to the text "${clip(showInvisible(decoded), 160)}".`,
      evidence: clip(showInvisible(decoded)),
      span,
      path,
    })),
};
