import { useServerData } from '../../../lib/server-data';
import { contactApi } from '../api/contact-api';

/** Support e-mail, phone and social links, all from the server's config. */
export function SupportChannels({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const site = useServerData({ queryKey: ['site-config'], queryFn: contactApi.siteConfig, staleTime: Infinity });
  const link = tone === 'dark' ? 'text-slate-100 underline hover:text-white' : 'font-medium text-brand-800 underline';
  if (!site.data) return null;
  const { supportEmail, supportPhone, supportReplyTime, social } = site.data;
  return (
    <ul className="space-y-2">
      <li>
        Email:{' '}
        <a className={link} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </li>
      <li>
        Telefone:{' '}
        <a className={link} href={`tel:+55${supportPhone.replace(/\D/g, '')}`}>
          {supportPhone}
        </a>
      </li>
      {social.map((s) => (
        <li key={s.name}>
          <a className={link} href={s.url} target="_blank" rel="noopener noreferrer">
            {s.name}
          </a>
        </li>
      ))}
      <li className={tone === 'dark' ? 'text-slate-300' : 'text-slate-600'}>Respondemos em até {supportReplyTime}.</li>
    </ul>
  );
}
