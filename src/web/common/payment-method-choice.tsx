import type { PaymentMethod } from '../../shared/contracts/payment.contract';

const METHODS = [
  ['pix', 'PIX', 'Aprovação na hora'],
  ['credit_card', 'Cartão de crédito', 'À vista'],
] as const;

/** "Forma de pagamento": PIX or card, as two radio buttons (the personal payment modal and the school seats). */
export function PaymentMethodChoice({ value, onChange }: { value: PaymentMethod; onChange: (method: PaymentMethod) => void }) {
  return (
    <div role="radiogroup" aria-label="Forma de pagamento" className="grid grid-cols-2 gap-3">
      {METHODS.map(([method, label, hint]) => (
        <button
          key={method}
          type="button"
          role="radio"
          aria-checked={value === method}
          onClick={() => onChange(method)}
          className={`rounded-xl border-2 p-3 text-left ${value === method ? 'border-brand-700 bg-brand-50' : 'border-slate-300 hover:border-slate-400'}`}
        >
          <span className="block font-semibold text-slate-900">{label}</span>
          <span className="text-sm text-slate-600">{hint}</span>
        </button>
      ))}
    </div>
  );
}
