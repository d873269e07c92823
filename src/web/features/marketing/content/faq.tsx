import { Link } from '../../../lib/navigation';
import { APP_ROUTES } from '../../../../shared/constants/app-routes';
import { ENNEAGRAM_EVIDENCE_LINE, SELF_KNOWLEDGE_FRAME } from '../../../../shared/content/honest-frame';
import { SUPPORT_REPLY_TIME } from '../../../../shared/constants/support';
import { TEMPORARY_PASSWORD_LENGTH } from '../../../../shared/domain/password';
import type { FaqItem } from '../components/faq-accordion';

export interface FaqGroup {
  id: string;
  title: string;
  icon: string;
  items: readonly FaqItem[];
}

/** The five FAQ groups of spec §2. The price comes from the API (fallback R$ 29,90). */
export function faqGroups(price: string): readonly FaqGroup[] {
  return [
    {
      id: 'questionario',
      title: 'O questionário',
      icon: '📝',
      items: [
        {
          question: 'Quanto tempo leva o teste?',
          answer: (
            <p>
              Entre 15 e 20 minutos. São 100 afirmações curtas sobre o seu dia a dia. Se precisar parar, suas respostas ficam salvas e você continua de onde
              parou.
            </p>
          ),
        },
        {
          question: 'Como devo responder?',
          answer: (
            <>
              <p>
                Para cada afirmação, escolha uma opção entre “Discordo Totalmente” e “Concordo Totalmente”. Pense em como você é de verdade no dia a dia, não em
                como gostaria de ser.
              </p>
              <p>Não existe resposta certa nem errada, e ninguém além de você vê as respostas uma a uma.</p>
            </>
          ),
        },
        {
          question: 'Preciso criar uma conta?',
          answer: (
            <p>
              Sim. A conta é grátis e só pede nome, email e senha. É ela que guarda suas respostas e o seu resultado para você ver quando quiser.{' '}
              <Link to="/register">Criar conta</Link>
            </p>
          ),
        },
        {
          question: 'Posso refazer o teste?',
          answer: (
            <p>
              O teste pode ser feito uma vez por ano. O jeito de ser de uma pessoa não muda de uma semana para outra, então pedimos que você espere pelo menos
              um ano para fazer de novo e comparar.
            </p>
          ),
        },
        {
          question: 'O teste é um diagnóstico psicológico?',
          answer: (
            <p>
              Não. {SELF_KNOWLEDGE_FRAME} Ele é um questionário de autoconhecimento e orientação, inspirado no Eneagrama. {ENNEAGRAM_EVIDENCE_LINE} Ele ajuda
              você a pensar sobre o seu jeito de ser, suas preferências e seus caminhos, e não substitui psicólogo ou orientador vocacional.
            </p>
          ),
        },
      ],
    },
    {
      id: 'relatorio',
      title: 'O relatório',
      icon: '📊',
      items: [
        {
          question: 'O que vem no resultado grátis?',
          answer: (
            <p>
              Os perfis que mais combinam com você entre os 9, o percentual de cada um e o que ele quer dizer, a descrição de cada perfil da frente, uma frase
              das suas respostas que mais pesou, o que te motiva, seus pontos fortes, dicas práticas e algumas carreiras compatíveis.
            </p>
          ),
        },
        {
          question: 'O que o relatório completo tem a mais?',
          answer: (
            <p>
              As frases que mais pesaram nas suas respostas, como os seus perfis se combinam, a análise dos 9 perfis com os da frente em detalhe, um plano
              montado a partir das suas respostas, dicas de relações profissionais, seu estilo de trabalho, um relatório em PDF com mais de 50 carreiras e o
              criador de currículo. Tudo por {price}, em pagamento único.
            </p>
          ),
        },
        {
          question: 'Quem escreveu os textos do resultado?',
          answer: (
            <p>
              Os textos dos perfis e dos relatórios foram escritos com ajuda de inteligência artificial e revisados pela nossa equipe. Se você encontrar algo
              estranho ou errado, <Link to="/contact">avise a gente</Link>.
            </p>
          ),
        },
        {
          question: 'Posso compartilhar meu resultado?',
          answer: (
            <p>
              Pode, por WhatsApp, email ou Facebook. Quem abrir o link vê só o seu primeiro nome e o resultado grátis. O relatório completo continua visível só
              para você.
            </p>
          ),
        },
        {
          question: 'Como baixo o relatório em PDF?',
          answer: (
            <p>
              Depois de desbloquear o relatório, entre na sua conta, abra “Seu Resultado” e toque em “Baixar Relatório”. O PDF fica salvo no seu celular ou
              computador.
            </p>
          ),
        },
      ],
    },
    {
      id: 'privacidade',
      title: 'Privacidade e segurança',
      icon: '🔒',
      items: [
        {
          question: 'Quais dados vocês guardam?',
          answer: (
            <p>
              Os dados da sua conta (nome, email e senha, que guardamos só de forma cifrada e irreversível), suas respostas e resultados, seus pedidos e as
              mensagens que você nos envia. CPF e telefone só são pedidos na hora do pagamento. Está tudo explicado na nossa{' '}
              <Link to="/privacy">Política de Privacidade</Link>.
            </p>
          ),
        },
        {
          question: 'Os dados do meu cartão ficam com vocês?',
          answer: (
            <p>
              Não. Os dados do cartão vão direto do seu aparelho para a Pagar.me, a empresa que processa os pagamentos. Eles nunca passam pelos nossos
              servidores e nunca são guardados pelo Rumo.
            </p>
          ),
        },
        {
          question: 'Quem pode ver o meu resultado?',
          answer: (
            <p>
              Só você, enquanto você não compartilhar. Se compartilhar o link, qualquer pessoa que o tiver consegue ver seu primeiro nome e o resultado grátis,
              então envie só para quem você quiser.
            </p>
          ),
        },
        {
          question: 'Vocês usam anúncios ou rastreadores?',
          answer: (
            <p>Não. O Rumo não tem anúncios, não usa rastreadores de publicidade e não carrega scripts de outras empresas. Também não vendemos seus dados.</p>
          ),
        },
        {
          question: 'Como peço para ver, corrigir ou apagar meus dados?',
          answer: (
            <p>
              A Lei Geral de Proteção de Dados (LGPD) garante esses direitos. Nome, email, CPF e telefone você corrige no seu perfil. Lá mesmo, em “Meus dados”,
              você baixa uma cópia de tudo o que guardamos (“Baixar meus dados”) e pode excluir sua conta (“Excluir minha conta”). Se precisar de ajuda,{' '}
              <Link to="/contact">fale com a gente</Link> usando o email da sua conta.
            </p>
          ),
        },
      ],
    },
    {
      id: 'pagamento',
      title: 'Acesso e pagamento',
      icon: '💳',
      items: [
        {
          question: 'Quanto custa?',
          answer: (
            <p>
              O teste e o resultado básico são grátis. O relatório completo custa {price}, em pagamento único: não tem mensalidade nem renovação automática.
            </p>
          ),
        },
        {
          question: 'Quais são as formas de pagamento?',
          answer: (
            <p>
              PIX (transferência instantânea) ou cartão de crédito, à vista. O pagamento é feito na página do seu resultado, no botão de desbloquear o
              relatório.
            </p>
          ),
        },
        {
          question: 'Quanto tempo demora para liberar o relatório?',
          answer: (
            <p>
              No PIX, assim que o banco confirma o pagamento, o que costuma levar poucos segundos. No cartão, logo que a compra é aprovada. Depois disso, o
              relatório e o criador de currículo ficam disponíveis na sua conta.
            </p>
          ),
        },
        {
          question: 'Por que vocês pedem CPF e telefone?',
          answer: (
            <p>
              A empresa que processa o pagamento exige esses dados para emitir a cobrança. Eles são pedidos só na hora de pagar, e você pode salvá-los no seu
              perfil para não digitar de novo.
            </p>
          ),
        },
        {
          question: 'Posso desistir da compra?',
          answer: (
            <p>
              Pode. Pelo Código de Defesa do Consumidor, você tem 7 dias a partir da compra para desistir e receber o valor de volta. É só{' '}
              <Link to="/contact">falar com a gente</Link> dentro desse prazo.
            </p>
          ),
        },
      ],
    },
    {
      id: 'suporte',
      title: 'Suporte',
      icon: '💬',
      items: [
        {
          question: 'Como falo com a equipe do Rumo?',
          answer: (
            <p>
              Pelo formulário da página de <Link to="/contact">Contato</Link>, ou pelo email e telefone que aparecem lá e no rodapé do site.
            </p>
          ),
        },
        {
          question: 'Em quanto tempo vocês respondem?',
          answer: <p>Respondemos em até {SUPPORT_REPLY_TIME}, ou seja, sem contar fins de semana e feriados.</p>,
        },
        {
          question: 'Esqueci minha senha. E agora?',
          answer: (
            <p>
              Na página <Link to="/forgot-password">Esqueci minha senha</Link>, informe seu email. Se ele estiver cadastrado, você recebe uma senha temporária
              de {TEMPORARY_PASSWORD_LENGTH} caracteres. Ela vale por pouco tempo e uma vez só: o email diz até quando. Depois de entrar, crie uma senha nova no
              seu perfil.
            </p>
          ),
        },
        {
          question: 'Como apago minha conta?',
          answer: (
            <p>
              No seu <Link to={APP_ROUTES.account}>perfil</Link>, em “Meus dados”, toque em “Excluir minha conta” e confirme com a sua senha. Apagamos na hora
              sua conta e seus dados, guardando só o que a lei nos obriga a manter, como o registro de pagamentos (sem o seu nome). Se não conseguir entrar,{' '}
              <Link to="/contact">fale com a gente</Link> usando o email da sua conta.
            </p>
          ),
        },
      ],
    },
  ];
}
