import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('business metrics', () => {
  it('are written at once as CloudWatch EMF lines in the SurplusDoors namespace', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const { BUSINESS_METRICS, countEvent } = await import('../src/observability/metrics');
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (lines.push(String(chunk)), true));
    countEvent(BUSINESS_METRICS.listingsCreated, 3);
    countEvent(BUSINESS_METRICS.searches);
    vi.restoreAllMocks();

    const emitted = lines.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line) as Record<string, any>);
    expect(emitted).toHaveLength(2);
    expect(emitted[0]?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'SurplusDoors',
      Dimensions: [['service']],
      Metrics: [{ Name: 'ListingsCreated', Unit: 'Count' }],
    });
    expect(emitted[0]).toMatchObject({ service: 'surplus-doors', ListingsCreated: 3 });
    expect(emitted[1]).toMatchObject({ Searches: 1 });
  });
});
