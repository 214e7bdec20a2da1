/**
 * A setting given directly in `valueVariable` (local runtime, tests), or else read once per container from
 * AWS by the name or ARN held in `referenceVariable` (Secrets Manager).
 */
export function deploymentSetting(
  valueVariable: string,
  referenceVariable: string,
  read: (reference: string) => Promise<string | undefined>,
): () => Promise<string> {
  let value: Promise<string> | undefined;
  const load = async () => {
    const direct = process.env[valueVariable];
    if (direct) return direct;
    const reference = process.env[referenceVariable];
    if (!reference) throw new Error(`Missing ${valueVariable} or ${referenceVariable}`);
    const loaded = await read(reference);
    if (!loaded) throw new Error(`${reference} is empty`);
    return loaded;
  };
  return () => (value ??= load());
}
