/** Every rule family, in the order docs/rules.md lists them. */
import type { FamilyRules } from '../rule';
import { annotationRules } from './annotations';
import { appCspRules } from './app-csp';
import { appToolRules } from './app-tools';
import { appUsageRules } from './app-usage';
import { clientRequestRules } from './client-requests';
import { hiddenContentRules } from './hidden-content';
import { hiddenMarkupRules } from './hidden-markup';
import { injectedInstructionRules } from './injected-instructions';
import { launchRules } from './launch';
import { outputRules } from './output';
import { schemaBaitRules } from './schema-bait';
import { shadowingRules } from './shadowing';
import { toolDesignRules } from './tool-design';

export const FAMILY_RULES: readonly FamilyRules[] = [
  hiddenContentRules,
  hiddenMarkupRules,
  injectedInstructionRules,
  shadowingRules,
  schemaBaitRules,
  annotationRules,
  outputRules,
  clientRequestRules,
  launchRules,
  toolDesignRules,
  appToolRules,
  appCspRules,
  appUsageRules,
];
