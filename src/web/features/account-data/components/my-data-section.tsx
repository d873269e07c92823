import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DownloadError } from '../../../lib/download';
import { accountDataApi } from '../api/account-data-api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Meus dados" on /profile: the LGPD export and the account deletion. */
export function MyDataSection({ onDeleted }: { onDeleted: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setError(null);
    setDownloading(true);
    try {
      await accountDataApi.downloadExport();
    } catch (err) {
      setError(err instanceof DownloadError && err.serverMessage ? err.serverMessage : 'Não foi possível baixar seus dados. Tente novamente.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card>
      <section aria-labelledby="meus-dados-titulo" className="space-y-4">
        <h2 id="meus-dados-titulo" className="text-xl font-semibold">
          Meus dados
        </h2>
        <p className="text-slate-700">
          Baixe uma cópia de tudo o que o Rumo guarda sobre você: conta, testes e respostas, resultados, pagamentos, currículo, mensagens e consentimentos, em
          um arquivo JSON.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" loading={downloading} onClick={() => void download()}>
            Baixar meus dados
          </Button>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Excluir minha conta
          </Button>
        </div>
      </section>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </Card>
  );
}
