import { useDocumentTitle } from '@/components/ui/use-document-title';
import { AspirationForm } from '@/features/aspirasi/components/aspiration-form';
import styles from '@/components/layouts/page-banner.module.css';

/** SE-Aspirasi: the feedback form. */
export default function AspirationPage() {
  useDocumentTitle('SE-Aspirasi');
  return (
    <>
      <header className={styles.banner}>
        <div className="container">
          <h1>SE-Aspirasi</h1>
          <p>Suara Anda membantu HMRPL menjadi lebih baik.</p>
        </div>
      </header>
      <div className="container" style={{ paddingBlock: '2.5rem' }}>
        <AspirationForm />
      </div>
    </>
  );
}
