import { Link, useParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { usePolicyPage } from './api/read-policy-page';
import { PolicyPageEditor } from './PolicyPageEditor';
import { PolicySwitch } from './PolicySwitch';

/** /admin/content/policy/:key — one policy page: its switch, its text and a preview. */
export function PolicyPage() {
  const key = useParams().key ?? '';
  const page = usePolicyPage(key);
  if (!page.data) return page.error ? <Refusal error={page.error} /> : <p className="loading">Loading…</p>;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/content">Policy pages</Link>
      </p>
      <PageHeader
        title={page.data.title}
        subtitle={`Shown in the shop at /pages/terms-page/terms-page?sts=${key}`}
        actions={
          <>
            <a
              className="button button--quiet"
              href={`/pages/terms-page/terms-page?sts=${key}`}
              target="_blank"
              rel="noreferrer"
            >
              Open in the shop
            </a>
            <PolicySwitch pageKey={key} title={page.data.title} enabled={page.data.enabled} />
          </>
        }
      />
      <PolicyPageEditor page={page.data} />
    </>
  );
}
