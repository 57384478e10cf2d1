/**
 * Logistic regression by full-batch gradient descent over binary hashed features: a few lines,
 * no library, and deterministic (zero start, fixed steps, examples in a fixed order).
 */
export interface Vectorised {
  /** The hashed slots the example's features fall in, each once. */
  slots: readonly number[];
  positive: boolean;
}

export interface Trained {
  bias: number;
  weights: Float64Array;
}

const EPOCHS = 1000;
const LEARNING_RATE = 10;
/** L2 penalty on the mean loss: keeps a word seen in one case from deciding alone. */
const L2 = 2e-4;

function logit(trained: Trained, slots: readonly number[]): number {
  return slots.reduce((sum, slot) => sum + (trained.weights[slot] ?? 0), trained.bias);
}

export function probability(trained: Trained, slots: readonly number[]): number {
  return 1 / (1 + Math.exp(-logit(trained, slots)));
}

/** Positives are few (a few hundred against ten thousand benign sentences): each class weighs half. */
export function train(examples: readonly Vectorised[], dimensions: number): Trained {
  const positives = examples.filter((example) => example.positive).length;
  const weightOf = (positive: boolean) => (positive ? 0.5 / positives : 0.5 / (examples.length - positives));
  const trained: Trained = { bias: 0, weights: new Float64Array(dimensions) };
  const gradient = new Float64Array(dimensions);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    gradient.fill(0);
    let biasGradient = 0;
    for (const { slots, positive } of examples) {
      const error = (probability(trained, slots) - (positive ? 1 : 0)) * weightOf(positive);
      biasGradient += error;
      for (const slot of slots) gradient[slot] = (gradient[slot] ?? 0) + error;
    }
    trained.bias -= LEARNING_RATE * biasGradient;
    trained.weights = trained.weights.map((weight, slot) => weight - LEARNING_RATE * ((gradient[slot] ?? 0) + L2 * weight));
  }
  return trained;
}
