/** Model names known to read images; `LLM_VISION=auto` sends the photo to these only. */
const VISION_MODELS = [/gpt-4o/, /gpt-4\.1/, /gpt-5/, /pixtral/, /llava/, /llama3\.2-vision/, /qwen2\.5-?vl/, /gemma3/, /mistral-(small|medium)-(2503|2505|3|latest)/];

export function sendsImages(model: string, setting: 'auto' | 'true' | 'false'): boolean {
  if (setting !== 'auto') return setting === 'true';
  const name = model.toLowerCase();
  return VISION_MODELS.some((pattern) => pattern.test(name));
}
