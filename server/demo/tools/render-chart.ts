/** A tool with an image result (spec: server/tools, "Image Content"): a bar chart drawn as a PNG. */
import * as z from 'zod';
import { encodePng, type RgbaImage } from '../png';
import { defineTool } from '../tool-router';

const WIDTH = 160;
const HEIGHT = 100;
const MARGIN = 8;
const BACKGROUND = [255, 255, 255, 255] as const;
const AXIS = [120, 120, 120, 255] as const;
const BAR_COLOURS = [
  [59, 130, 246, 255],
  [16, 185, 129, 255],
  [245, 158, 11, 255],
  [239, 68, 68, 255],
] as const;

type Rgba = readonly [number, number, number, number];

export const renderChartTool = defineTool({
  name: 'render_chart',
  title: 'Render chart',
  description: 'Draws a bar chart of up to 12 values (0–100) and returns it as a PNG image with a text caption.',
  inputSchema: z.object({
    values: z.array(z.number().min(0).max(100)).min(1).max(12).default([30, 55, 80, 45, 65]).describe('Bar heights, 0 to 100'),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  run: ({ values }) => {
    const png = encodePng(drawBarChart(values));
    const highest = Math.max(...values);
    return {
      content: [
        { type: 'image', data: png.toString('base64'), mimeType: 'image/png' },
        { type: 'text', text: `Bar chart of ${values.length} values; the highest is ${highest} (bar ${values.indexOf(highest) + 1}).` },
      ],
    };
  },
});

function drawBarChart(values: readonly number[]): RgbaImage {
  const image: RgbaImage = { width: WIDTH, height: HEIGHT, pixels: new Uint8Array(WIDTH * HEIGHT * 4) };
  fillRect(image, 0, 0, WIDTH, HEIGHT, BACKGROUND);
  const baseline = HEIGHT - MARGIN;
  const plotHeight = baseline - MARGIN;
  const slot = Math.floor((WIDTH - 2 * MARGIN) / values.length);
  const barWidth = Math.max(1, slot - 4);
  values.forEach((value, index) => {
    const barHeight = Math.round((value / 100) * plotHeight);
    const left = MARGIN + index * slot + 2;
    fillRect(image, left, baseline - barHeight, left + barWidth, baseline, BAR_COLOURS[index % BAR_COLOURS.length] ?? AXIS);
  });
  fillRect(image, MARGIN, baseline, WIDTH - MARGIN, baseline + 1, AXIS);
  return image;
}

/** Fills the half-open rectangle [x0, x1) × [y0, y1). */
function fillRect(image: RgbaImage, x0: number, y0: number, x1: number, y1: number, colour: Rgba): void {
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) image.pixels.set(colour, (y * image.width + x) * 4);
  }
}
