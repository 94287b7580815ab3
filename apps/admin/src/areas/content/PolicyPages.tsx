import type { PolicyPageStaffList } from '@tread/domain';
import { Link } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';
import { Refusal } from '../../ui/Refusal';
import { usePolicyPages } from './api/list-policy-pages';
import { ContentHeader } from './ContentNav';
import { PolicySwitch } from './PolicySwitch';

type Row = PolicyPageStaffList['records'][number];

const columns: Columns<Row> = [
  {
    id: 'title',
    header: 'Page',
    cell: ({ row }) => <Link to={`policy/${row.original.key}`}>{row.original.title}</Link>,
  },
  { id: 'switch', header: 'Switch', cell: ({ row }) => <code>{row.original.switchName}</code> },
  { id: 'updated', header: 'Last changed (LA)', cell: ({ row }) => laDateTime(row.original.updatedAt) },
  {
    id: 'enabled',
    header: 'Shown to shoppers',
    cell: ({ row }) => (
      <PolicySwitch pageKey={row.original.key} title={row.original.title} enabled={row.original.enabled} />
    ),
  },
];

/** /admin/content: the ten policy pages, each with its switch and a link to its editor. */
export function PolicyPages() {
  const pages = usePolicyPages();
  const records = pages.data?.records;
  return (
    <>
      <ContentHeader />
      <Refusal error={pages.error} />
      <DataTable
        caption="Policy pages"
        columns={columns}
        page={records && { records, total: records.length, current: 1, pages: 1 }}
        loading={pages.isFetching}
      />
    </>
  );
}
