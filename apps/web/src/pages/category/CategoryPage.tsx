import { TAB_ROUTES, TabIndex } from '@tread/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNavigator } from '../../app/navigator-context';
import { usePageTitle } from '../../app/use-page-title';
import { DEPARTMENTS, type Department } from '../../features/departments/departments';
import { SupportList } from '../../features/support/SupportList';
import { Button } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import './category.css';

function DepartmentSheet({ department, onClose }: { department: Department | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  if (!department) return null;
  const { key, Icon } = department;
  return (
    <Sheet
      open
      title={t(`departments.${key}.name`)}
      onClose={onClose}
      footer={
        key === 'tires' ? (
          <Button
            variant="accent"
            block
            icon={<Search size={20} aria-hidden="true" />}
            onClick={() => void navigator.tap(TAB_ROUTES[TabIndex.Tires])}
          >
            {t('category.shopTires')}
          </Button>
        ) : undefined
      }
    >
      <div className="department-sheet">
        <div className="department-sheet__intro">
          <span className="department-sheet__icon" aria-hidden="true">
            <Icon size={30} strokeWidth={1.75} />
          </span>
          <p>{t(`departments.${key}.text`)}</p>
        </div>
        <h3 className="department-sheet__heading">{t('category.inside')}</h3>
        <ul className="chips">
          {t(`departments.${key}.items`, { returnObjects: true }).map((item) => (
            <li key={item} className="chip">
              {item}
            </li>
          ))}
        </ul>
        {key !== 'tires' && (
          <>
            <h3 className="department-sheet__heading">{t('category.help')}</h3>
            <SupportList />
          </>
        )}
      </div>
    </Sheet>
  );
}

export default function CategoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.category'));
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Department | null>(
    () => DEPARTMENTS.find((department) => department.key === params.get('dept')) ?? null,
  );

  return (
    <div className="page">
      <header>
        <h1 className="page-title">{t('category.title')}</h1>
        <p className="page-intro">{t('category.intro')}</p>
      </header>
      <ul className="departments">
        {DEPARTMENTS.map((department) => (
          <li key={department.key}>
            <button type="button" className="department" onClick={() => setOpen(department)}>
              <span className="department__icon" aria-hidden="true">
                <department.Icon size={28} strokeWidth={1.75} />
              </span>
              <span className="department__name">{t(`departments.${department.key}.name`)}</span>
            </button>
          </li>
        ))}
      </ul>
      <DepartmentSheet
        department={open}
        onClose={() => {
          setOpen(null);
          // The department asked for by the home page is shown once, not again on reload.
          if (params.has('dept')) setParams({}, { replace: true });
        }}
      />
    </div>
  );
}
