import { Link } from '../../lib/navigation';
import { APP_ROUTES } from '../../../shared/constants/app-routes';
import { MINIMUM_AGE } from '../../../shared/domain/age-band';
import { SELF_KNOWLEDGE_FRAME } from '../../../shared/content/honest-frame';
import { usePriceText } from '../../common/price';
import { LegalPage, type LegalSection } from '../../features/marketing/components/legal-page';
import { legalUpdatedAt } from '../../../shared/constants/legal-versions';
import { usePublicPageMeta } from '../../lib/page-meta';
import { CLASS_MIN_FINISHED, CLASS_MIN_CELL, FEWER_THAN_MIN_CELL, SHOW_RESULT_TO_TEACHER_LABEL } from '../../../shared/domain/class-privacy';

function termsSections(price: string): readonly LegalSection[] {
  return [
    {
      id: 'aceitacao',
      title: 'Aceitação dos termos',
      body: (
        <>
          <p>
            Ao criar uma conta ou usar o Rumo, você concorda com estes Termos de Uso e com a nossa <Link to="/privacy">Política de Privacidade</Link>. Se não
            concordar, não use o serviço.
          </p>
          <p>Se você tem menos de 18 anos, leia estes termos com o seu pai, sua mãe ou responsável e use o Rumo com o conhecimento deles.</p>
          <ul>
            <li>
              O Rumo é para quem tem {MINIMUM_AGE} anos ou mais. Quem tem menos de {MINIMUM_AGE} anos não pode criar conta. Se isso acontecer, o responsável
              pode pedir a exclusão.
            </li>
            <li>Para criar a conta e fazer o teste grátis, não pedimos a idade nem dados do responsável.</li>
            <li>
              Antes de pagar, pedimos a sua faixa etária. Se você tem 14 ou 15 anos, a compra precisa da autorização de um responsável: você informa o nome e o
              e-mail dele, e ele recebe o recibo e um aviso sobre a compra.
            </li>
            <li>Quem tem 16 ou 17 anos pode criar a conta e comprar sozinho. Mesmo assim, converse com seu responsável.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'servico',
      title: 'O que é o Rumo',
      body: (
        <>
          <p>O Rumo é um serviço on-line para jovens e para quem busca o primeiro emprego. Ele oferece:</p>
          <ul>
            <li>
              um questionário de autoconhecimento e orientação. São 100 frases, com base no Eneagrama. Ele mostra quais de 9 perfis mais combinam com você;
            </li>
            <li>um resultado básico grátis, com os perfis que mais combinam com você, traços, pontos fortes e carreiras compatíveis;</li>
            <li>
              um relatório completo pago, com a análise dos 9 perfis, plano de desenvolvimento, relações profissionais, estilo de trabalho e um PDF com mais de
              50 carreiras;
            </li>
            <li>um criador de currículo (Jovem e Formal), com download em PDF, liberado junto com o relatório completo.</li>
          </ul>
          <p>
            Os textos dos perfis e dos relatórios foram escritos com ajuda de inteligência artificial e revisados pela nossa equipe. O teste pode ser feito uma
            vez por ano por conta.
          </p>
        </>
      ),
    },
    {
      id: 'conta',
      title: 'Sua conta',
      body: (
        <ul>
          <li>Informe dados verdadeiros e mantenha-os atualizados.</li>
          <li>A conta é pessoal: não compartilhe sua senha nem use a conta de outra pessoa.</li>
          <li>
            Você é responsável pelo que acontece na sua conta. Se suspeitar que alguém descobriu sua senha, troque-a no seu perfil e{' '}
            <Link to="/contact">avise a gente</Link>.
          </li>
          <li>Em aparelhos compartilhados, como o computador da escola, saia da conta ao terminar.</li>
        </ul>
      ),
    },
    {
      id: 'pagamento',
      title: 'Relatório completo e pagamento',
      body: (
        <>
          <p>
            O relatório completo custa <strong>{price}</strong>, em <strong>pagamento único</strong>: não é assinatura, não tem mensalidade e não renova
            sozinho. O pagamento é feito à vista, por PIX ou cartão de crédito, e processado pela Pagar.me. O Rumo não recebe nem guarda os dados do seu cartão.
          </p>
          <p>
            O relatório e o criador de currículo são liberados na sua conta assim que o pagamento é confirmado, e continuam disponíveis enquanto a sua conta
            existir. Se o preço mudar no futuro, a mudança não afeta compras já feitas.
          </p>
        </>
      ),
    },
    {
      id: 'arrependimento',
      title: 'Direito de arrependimento (7 dias)',
      body: (
        <>
          <p>
            Como a compra é feita pela internet, você pode desistir dela em até <strong>7 dias</strong> contados da data do pagamento, sem precisar explicar o
            motivo, conforme o art. 49 do Código de Defesa do Consumidor (Lei nº 8.078/1990).
          </p>
          <p>
            Para isso, <Link to="/contact">fale com a gente</Link> dentro do prazo, usando o email da sua conta. Devolvemos o valor pago integralmente, pelo
            mesmo meio de pagamento, e o acesso ao relatório completo e ao criador de currículo é encerrado.
          </p>
        </>
      ),
    },
    {
      id: 'turmas',
      title: 'Turmas de Projeto de Vida e licenças de escola',
      body: (
        <>
          <p>
            Um educador aprovado pode criar turmas no Rumo. Para pedir, a pessoa precisa ser maior de idade, e informa no perfil a escola, a cidade e a função.
            A nossa equipe aprova ou recusa o pedido.
          </p>
          <h3>Para estudantes</h3>
          <ul>
            <li>Entrar em uma turma é escolha sua, com o código ou o link que o professor passar. Você pode sair quando quiser.</li>
            <li>
              O professor vê só os números da turma toda. Os perfis da turma só aparecem quando pelo menos {CLASS_MIN_FINISHED} estudantes terminaram o teste, e
              um perfil de menos de {CLASS_MIN_CELL} estudantes aparece como “{FEWER_THAN_MIN_CELL}”.
            </li>
            <li>
              O professor só vê o seu resultado se você ligar “{SHOW_RESULT_TO_TEACHER_LABEL}”. A opção começa desligada, e você pode desligar quando quiser.
            </li>
            <li>A regra de um teste por ano continua valendo: se você já fez o teste este ano, entra na turma com esse resultado.</li>
          </ul>
          <h3>Para educadores</h3>
          <ul>
            <li>Use as turmas só para atividades de Projeto de Vida com os seus estudantes.</li>
            <li>Não peça nem pressione ninguém para entrar na turma ou para mostrar o resultado.</li>
            <li>Não use os resultados para dar nota, escolher, aprovar ou recusar estudantes.</li>
            <li>Não tente descobrir o resultado de quem não quis mostrar.</li>
          </ul>
          <h3>Licenças de escola</h3>
          <p>
            A escola ou o educador pode comprar vagas para uma turma, por PIX ou cartão, com o preço por estudante mostrado na compra. Quem paga informa o CPF
            ou o CNPJ. Cada vaga libera o relatório completo e o criador de currículo para um estudante da turma que terminar o teste, por ordem de chegada, uma
            vez só por estudante. Quem já comprou o relatório não usa vaga.
          </p>
          <p>
            Se o educador excluir a conta, as turmas dele são encerradas, e os estudantes continuam com os próprios resultados. Veja os detalhes na{' '}
            <Link to="/privacy">Política de Privacidade</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'natureza',
      title: 'O teste é autoconhecimento, não aconselhamento profissional',
      body: (
        <>
          <p>
            {SELF_KNOWLEDGE_FRAME} O resultado mostra tendências a partir das suas próprias respostas e serve como ponto de partida para reflexão e pesquisa.
          </p>
          <ul>
            <li>Não substitui psicólogo, orientador vocacional ou outro profissional.</li>
            <li>Empresas, escolas ou qualquer outra pessoa não devem usar o resultado para contratar, aprovar ou recusar alguém.</li>
            <li>As carreiras sugeridas são possibilidades para explorar, não garantias de sucesso, vaga ou renda.</li>
            <li>As decisões sobre estudos e carreira são suas; converse também com a sua família, seus professores e profissionais da área.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'conduta',
      title: 'Regras de uso',
      body: (
        <>
          <p>Ao usar o Rumo, você se compromete a não:</p>
          <ul>
            <li>usar dados de outra pessoa, se passar por alguém ou criar contas em nome de terceiros sem autorização;</li>
            <li>tentar acessar contas, resultados ou relatórios de outras pessoas, ou burlar as regras do teste e do pagamento;</li>
            <li>atacar, sobrecarregar ou tentar invadir o site, ou usar robôs para acessá-lo em massa;</li>
            <li>usar o formulário de contato ou o compartilhamento de resultados para enviar spam, ofensas ou conteúdo ilegal;</li>
            <li>copiar, revender ou publicar as afirmações do teste, os textos dos perfis ou os relatórios como se fossem seus.</li>
          </ul>
          <p>Se essas regras forem descumpridas, podemos suspender ou encerrar a conta envolvida, sem prejuízo das medidas legais cabíveis.</p>
        </>
      ),
    },
    {
      id: 'conteudo',
      title: 'Conteúdo do Rumo e conteúdo seu',
      body: (
        <>
          <p>
            As afirmações do teste, os textos dos perfis e dos relatórios, a marca e o visual do Rumo pertencem ao Rumo. Você pode usar seu resultado, seu
            relatório e seu PDF para fins pessoais, inclusive mostrar para a família, a escola ou um orientador.
          </p>
          <p>
            As informações que você coloca no seu currículo são suas, e você é responsável por elas serem verdadeiras. Nós as usamos apenas para montar e gerar
            o seu currículo.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilidade',
      title: 'Disponibilidade e limites de responsabilidade',
      body: (
        <>
          <p>
            Trabalhamos para que o Rumo funcione bem e sem interrupções, mas ele pode ficar fora do ar por manutenção, falhas técnicas ou motivos fora do nosso
            controle. Se um problema nosso impedir você de usar algo que pagou, <Link to="/contact">fale com a gente</Link> para resolvermos ou devolvermos o
            valor.
          </p>
          <p>
            O Rumo não se responsabiliza por decisões de estudo, carreira ou contratação tomadas com base no resultado do teste, nem pelo resultado de processos
            seletivos. Nada nestes termos limita os direitos que você tem pelo Código de Defesa do Consumidor.
          </p>
        </>
      ),
    },
    {
      id: 'encerramento',
      title: 'Encerramento da conta',
      body: (
        <p>
          Você pode excluir sua conta a qualquer momento no seu <Link to={APP_ROUTES.account}>perfil</Link>, em “Meus dados”, botão “Excluir minha conta”,
          confirmando com a sua senha; se preferir, o <Link to="/contact">suporte</Link> faz isso por você. O que acontece com os seus dados depois disso está
          explicado na <Link to="/privacy">Política de Privacidade</Link>.
        </p>
      ),
    },
    {
      id: 'alteracoes',
      title: 'Mudanças nestes termos',
      body: (
        <p>
          Podemos atualizar estes termos quando o Rumo ou a lei mudarem. A data da última atualização fica no topo da página. Se a mudança for importante,
          avisaremos no site ou por email antes que ela passe a valer.
        </p>
      ),
    },
    {
      id: 'lei-e-foro',
      title: 'Lei aplicável e foro',
      body: (
        <p>
          Estes termos seguem as leis da República Federativa do Brasil. Qualquer disputa será resolvida no foro do seu domicílio, como garante o Código de
          Defesa do Consumidor. Antes disso, conte com a gente: a maioria dos problemas se resolve rápido pelo <Link to="/contact">Fale conosco</Link>.
        </p>
      ),
    },
  ];
}

export function TermsPage() {
  usePublicPageMeta('/terms');
  const price = usePriceText();
  return (
    <LegalPage
      title="Termos de Uso"
      updated={legalUpdatedAt('terms')}
      intro={
        <p>
          Estes termos explicam o que o Rumo oferece, como funciona o pagamento, quais são os seus direitos e responsabilidades e quais são os nossos.
          Escrevemos do jeito mais simples possível. Se ficar alguma dúvida, <Link to="/contact">fale com a gente</Link>.
        </p>
      }
      sections={termsSections(price)}
    />
  );
}
