import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { STAFF_SECTIONS, STAFF_SECTION_LABELS, type StaffSection } from '../labels';
import { AuditSection } from './audit-section';
import { ContactSection } from './contact-section';
import { EducatorsSection } from './educators-section';
import { FunnelSection } from './funnel-section';
import { OrdersSection } from './orders-section';
import { TestHealthSection } from './test-health-section';
import { UsersSection } from './users-section';

const PANELS: Record<StaffSection, ComponentType> = {
  pedidos: OrdersSection,
  mensagens: ContactSection,
  educadores: EducatorsSection,
  funil: FunnelSection,
  saude: TestHealthSection,
  usuarios: UsersSection,
  auditoria: AuditSection,
};

/** The URL's ?secao=… keeps the open section across a reload. */
const SECTION_PARAM = 'secao';

/**
 * The console's sections as tabs (WAI-ARIA: arrow keys, Home and End move
 * between them). Only the open section is rendered, so each loads its data
 * when first opened. The audit log is for ADMIN only.
 */
export function StaffConsole({ isAdmin }: { isAdmin: boolean }) {
  const sections = STAFF_SECTIONS.filter((section) => section !== 'auditoria' || isAdmin);
  const [params, setParams] = useSearchParams();
  const active = sections.find((section) => section === params.get(SECTION_PARAM)) ?? sections[0] ?? 'pedidos';
  const tabs = useRef(new Map<StaffSection, HTMLButtonElement>());

  function open(section: StaffSection, focus = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SECTION_PARAM, section);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (focus) tabs.current.get(section)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = sections.indexOf(active);
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? sections[(index + 1) % sections.length]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? sections[(index - 1 + sections.length) % sections.length]
          : event.key === 'Home'
            ? sections[0]
            : event.key === 'End'
              ? sections.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    open(target, true);
  }

  return (
    <div className="space-y-6">
      <div role="tablist" aria-label="Seções do console" className="flex flex-wrap gap-2">
        {sections.map((section) => {
          const selected = section === active;
          return (
            <button
              key={section}
              ref={(node) => {
                if (node) tabs.current.set(section, node);
                else tabs.current.delete(section);
              }}
              type="button"
              role="tab"
              id={`aba-${section}`}
              aria-selected={selected}
              aria-controls={`painel-${section}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(section)}
              onKeyDown={onKeyDown}
              className={`min-h-11 rounded-xl px-4 py-2 text-sm font-semibold ${
                selected ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-brand-50'
              }`}
            >
              {STAFF_SECTION_LABELS[section]}
            </button>
          );
        })}
      </div>
      {sections.map((section) => {
        const Panel = PANELS[section];
        const selected = section === active;
        return (
          <div key={section} role="tabpanel" id={`painel-${section}`} aria-labelledby={`aba-${section}`} hidden={!selected} tabIndex={0} className="min-w-0">
            {selected && (
              <div className="space-y-4">
                <h2 className="text-2xl font-bold text-slate-900">{STAFF_SECTION_LABELS[section]}</h2>
                <Panel />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
