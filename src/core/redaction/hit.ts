/** One credential found in a text: what the rule calls it and where its value is. */
export interface SecretHit {
  /** The rule's name for it: "GitHub token", "URL password", "value of X-Auth-Token". */
  kind: string;
  start: number;
  end: number;
}
