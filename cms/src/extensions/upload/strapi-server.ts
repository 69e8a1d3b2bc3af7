/**
 * The upload plugin, extended (Strapi loads `src/extensions/<plugin>/strapi-server` before the plugin registers):
 * every image it stores goes through our pipeline (src/lib/uploads/image-pipeline.ts, ADR 037).
 */
import { withImagePipeline, type ImageManipulation } from '../../lib/uploads/image-pipeline';

interface UploadPlugin {
  services: Record<string, unknown>;
}

export default (plugin: UploadPlugin) => {
  const service = plugin.services['image-manipulation'] as ImageManipulation;
  plugin.services['image-manipulation'] = withImagePipeline(service);
  return plugin;
};
