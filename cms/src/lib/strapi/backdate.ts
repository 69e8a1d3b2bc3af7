/**
 * Sets an entry's creation and update time (and its publication time, for types that have one: news), for demo
 * content spread over past dates. Written with the query builder: the document service and the query engine always
 * stamp the current time.
 */
import type { Core } from '@strapi/strapi';

export async function backdate(strapi: Core.Strapi, uid: string, id: number, at: Date): Promise<void> {
  const meta = strapi.db.metadata.get(uid);
  const columnOf = (attribute: string, fallback: string) => {
    const definition = meta.attributes[attribute];
    return definition && 'columnName' in definition && typeof definition.columnName === 'string'
      ? definition.columnName
      : fallback;
  };
  const created = columnOf('createdAt', 'created_at');
  const updated = columnOf('updatedAt', 'updated_at');
  const published = meta.attributes.publish_at ? { [columnOf('publish_at', 'publish_at')]: at } : {};
  await strapi.db
    .connection(meta.tableName)
    .where({ id })
    .update({ [created]: at, [updated]: at, ...published });
}
