import { describe, expect, it } from 'vitest';
import { bareFirstListing } from './bare-listing';
import { benchServerArgv } from './bridges';

describe('bareFirstListing', () => {
  it("times the bench server's first tools/list to the end of its answer, which grows with the tools listed", async () => {
    const few = await bareFirstListing(benchServerArgv());
    const more = await bareFirstListing(benchServerArgv(['--tools', '40']));
    expect(few.ms).toBeGreaterThan(0);
    // 40 generated tools with described, nested schemas: well over a kilobyte each.
    expect(more.bytes - few.bytes).toBeGreaterThan(40 * 1000);
  });

  it('says so when the server exits instead of answering', async () => {
    await expect(bareFirstListing([process.execPath, '-e', 'process.exit(3)'])).rejects.toThrow('the server exited (3) before it listed its tools');
  });
});
