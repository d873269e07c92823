import { MINIMUM_AGE } from '../../../shared/domain/age-band';
import { SUPPORT_REPLY_TIME } from '../../../shared/constants/support';
import { RATE_LIMIT_MAX_WINDOW_MINUTES, RATE_LIMIT_SWEEP_INTERVAL_MINUTES } from '../../../shared/constants/rate-limits';
import { formatMinutes } from '../../../shared/domain/duration';
import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation';
import { CURRICULUM_TRASH_DAYS, REVIEW_LINK_DAYS } from '../../../shared/constants/resume-keeping';
import { APP_ROUTES } from '../../../shared/constants/app-routes';
import { SupportChannels } from '../../features/contact/components/support-channels';
import { LegalPage, type LegalSection } from '../../features/marketing/components/legal-page';
import { legalUpdatedAt } from '../../../shared/constants/legal-versions';
import { usePublicPageMeta } from '../../lib/page-meta';
import { CLASS_MIN_FINISHED, CLASS_MIN_CELL, FEWER_THAN_MIN_CELL, SHOW_RESULT_TO_TEACHER_LABEL } from '../../../shared/domain/class-privacy';

/** The longest a rate limit counts attempts: "24 horas". */
const RATE_LIMIT_WINDOW_TEXT = formatMinutes(RATE_LIMIT_MAX_WINDOW_MINUTES);

/** One kind of data: what, why, and the legal basis (LGPD art. 7). */
function DataItem({ title, what, why, basis }: { title: string; what: ReactNode; why: ReactNode; basis: string }) {
  return (
    <div className="mt-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h3 className="mt-0!">{title}</h3>
      <dl className="mt-2 space-y-2">
        <div>
          <dt className="inline font-semibold text-slate-900">O que: </dt>
          <dd className="inline">{what}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">Para quê: </dt>
          <dd className="inline">{why}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-900">Base legal: </dt>
          <dd className="inline">{basis}</dd>
        </div>
      </dl>
    </div>
  );
}

/** "menos de 3": how the teacher sees a profile held by fewer students than that. */

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'quem-somos',
    title: 'Quem cuida dos seus dados',
    body: (
      <>
        <p>
          O Rumo é um teste vocacional e de personalidade com criador de currículo, feito para jovens e para quem busca o primeiro emprego. O Rumo é o
          controlador dos dados pessoais tratados no site: somos nós que decidimos como e para que eles são usados, sempre de acordo com a Lei Geral de Proteção
          de Dados Pessoais (LGPD, Lei nº 13.709/2018).
        </p>
        <p>
          Para qualquer assunto sobre os seus dados, inclusive para falar com a pessoa responsável pelo tratamento de dados pessoais no Rumo, use os canais da
          seção <a href="#como-exercer">Como exercer seus direitos</a>.
        </p>
      </>
    ),
  },
  {
    id: 'dados',
    title: 'Quais dados guardamos e por quê',
    body: (
      <>
        <p>Guardamos apenas o necessário para o Rumo funcionar. Veja cada tipo de dado, para que ele serve e em qual base da LGPD ele se apoia.</p>
        <DataItem
          title="Conta"
          what={
            <>
              nome, email e senha. A senha é guardada apenas como um <strong>hash irreversível</strong> (uma espécie de “impressão digital” da senha): nem a
              nossa equipe consegue ver ou recuperar a senha original. Também guardamos a data de criação da conta e, quando você entra, um código de acesso,
              que igualmente só fica guardado em forma de hash.
            </>
          }
          why="criar sua conta, permitir que você entre com segurança, mostrar seus resultados e enviar emails do próprio serviço, como a recuperação de senha."
          basis="execução do contrato com você (art. 7º, V)."
        />
        <DataItem
          title="CPF e telefone (opcionais)"
          what="seu CPF e seu número de celular, só se você informar. Eles são pedidos na hora do pagamento e podem ficar salvos no seu perfil."
          why="a empresa que processa os pagamentos exige esses dados para emitir a cobrança. Não usamos o CPF nem o telefone para mais nada, e não enviamos mensagens de propaganda por telefone."
          basis="execução do contrato (art. 7º, V)."
        />
        <DataItem
          title="Respostas do teste e resultados"
          what="suas respostas às 100 afirmações, as datas e o tempo de resposta, o perfil calculado, os percentuais de compatibilidade e se o relatório completo foi desbloqueado."
          why="calcular e mostrar seu resultado, gerar o relatório e o PDF, permitir que você continue o teste de onde parou e aplicar a regra de um teste por ano."
          basis="execução do contrato (art. 7º, V)."
        />
        <DataItem
          title="Currículo"
          what={`o que você escreve no criador de currículo (nome, contatos, formação, cursos, habilidades, experiências e objetivo), a sua carta de apresentação e as últimas versões salvas de cada um. Os itens que você exclui ficam na Lixeira por ${CURRICULUM_TRASH_DAYS} dias. Se você pedir uma revisão, guardamos o link só em forma de hash, a validade dele (${REVIEW_LINK_DAYS} dias) e quantas vezes ele foi aberto.`}
          why="montar seu currículo e os arquivos em PDF e Word, e deixar você voltar a uma versão ou desfazer uma exclusão. O link de revisão mostra o currículo a quem o recebeu, só enquanto ele valer."
          basis="execução do contrato (art. 7º, V)."
        />
        <DataItem
          title="Pedidos e pagamentos"
          what={
            <>
              a forma de pagamento escolhida (PIX ou cartão), o status do pedido, o valor, as datas e, no PIX, o código de pagamento gerado.{' '}
              <strong>Os dados do cartão nunca chegam ao Rumo:</strong> número, validade e código de segurança vão direto do seu aparelho para a Pagar.me, que
              os transforma em um código de uso único (token). Não recebemos nem guardamos os dados do seu cartão.
            </>
          }
          why="processar o pagamento, liberar o relatório completo, atender pedidos de reembolso e cumprir obrigações fiscais e de defesa do consumidor."
          basis="execução do contrato (art. 7º, V) e cumprimento de obrigação legal (art. 7º, II)."
        />
        <DataItem
          title="Turmas de Projeto de Vida (para estudantes)"
          what={`as turmas em que você entrou, a data de entrada e se a opção “${SHOW_RESULT_TO_TEACHER_LABEL}” está ligada.`}
          why={
            <>
              contar você nos números da turma e mostrar o seu resultado ao professor só se você quiser. Veja a seção{' '}
              <a href="#turmas">Turmas: o que o professor vê</a>.
            </>
          }
          basis="execução do contrato (art. 7º, V)."
        />
        <DataItem
          title="Educadores e suas turmas"
          what="o pedido para ser educador (nome da escola, cidade, estado e função: professor, coordenação ou orientação), a decisão da nossa equipe e as turmas criadas (nome, escola, série, ano e código de entrada)."
          why="conferir que quem cria turmas é mesmo educador, e deixar o educador criar e acompanhar as turmas."
          basis="execução do contrato (art. 7º, V) e legítimo interesse em proteger os estudantes (art. 7º, IX)."
        />
        <DataItem
          title="Licenças de escola"
          what="nas compras de vagas para uma turma: o número de vagas, o valor, a forma de pagamento, o status do pedido e o CPF ou o CNPJ de quem paga. Guardamos também qual estudante da turma usou cada vaga."
          why="processar o pagamento, liberar o relatório completo e o currículo para os estudantes da turma e cumprir obrigações fiscais."
          basis="execução do contrato (art. 7º, V) e cumprimento de obrigação legal (art. 7º, II)."
        />
        <DataItem
          title="Mensagens de contato"
          what="nome, email, assunto e texto que você escreve no formulário de contato, a data de envio e o endereço IP de onde a mensagem foi enviada."
          why="responder você e evitar o envio abusivo de mensagens automáticas."
          basis="execução do contrato (art. 7º, V) e legítimo interesse em proteger o serviço (art. 7º, IX)."
        />
        <DataItem
          title="Emails enviados"
          what="uma cópia dos emails que o Rumo envia (por exemplo, a senha temporária da recuperação de senha ou um resultado compartilhado por email), com o endereço do destinatário e a situação do envio."
          why="garantir que o email seja entregue, tentar de novo quando o envio falha e investigar problemas de entrega."
          basis="execução do contrato (art. 7º, V)."
        />
        <DataItem
          title="Registros de segurança"
          what="o endereço IP e o horário de acessos e de tentativas de login, cadastro, recuperação de senha, contato e compartilhamento."
          why={`bloquear tentativas repetidas de adivinhar senhas, envio de spam e outros abusos, e diagnosticar falhas técnicas. As contagens de tentativas (por IP, por email e por resultado) ficam no nosso banco de dados, em janelas de até ${RATE_LIMIT_WINDOW_TEXT}, guardadas como um código que não mostra o IP nem o email.`}
          basis="legítimo interesse em manter o serviço seguro (art. 7º, IX)."
        />
      </>
    ),
  },
  {
    id: 'o-que-nao-fazemos',
    title: 'O que não fazemos',
    body: (
      <ul>
        <li>Não vendemos nem alugamos seus dados.</li>
        <li>Não exibimos anúncios e não usamos rastreadores de publicidade, pixels de redes sociais ou ferramentas de análise de outras empresas.</li>
        <li>Não carregamos scripts de terceiros no site: tudo o que roda no seu navegador é do próprio Rumo.</li>
        <li>Não usamos seu resultado para tomar decisões sobre você, como aprovar ou recusar qualquer coisa. O perfil serve só para você se conhecer.</li>
      </ul>
    ),
  },
  {
    id: 'compartilhamento',
    title: 'Com quem compartilhamos',
    body: (
      <>
        <p>Você tem o direito de saber com quem seus dados são compartilhados. Compartilhamos apenas o necessário, e só com:</p>
        <ul>
          <li>
            <strong>Pagar.me</strong>, a empresa que processa os pagamentos: recebe seu nome, email, CPF, telefone e o valor da compra e, no pagamento com
            cartão, o endereço de cobrança e os dados do cartão, que você envia diretamente a ela.
          </li>
          <li>
            <strong>Empresas que prestam serviços de infraestrutura para o Rumo</strong>, como hospedagem dos servidores e envio de emails. Elas tratam os dados
            apenas para prestar esses serviços, seguindo as nossas instruções.
          </li>
          <li>
            <strong>O professor de uma turma em que você entrou</strong>: só os números da turma toda e, se você quiser, o seu resultado. Veja a seção{' '}
            <a href="#turmas">Turmas: o que o professor vê</a>.
          </li>
          <li>
            <strong>Autoridades públicas</strong>, somente quando a lei exigir ou houver ordem judicial.
          </li>
        </ul>
        <h3>Quando você compartilha seu resultado</h3>
        <p>
          Seu resultado começa <strong>privado</strong>: ninguém além de você consegue abri-lo. Se você ligar <strong>Compartilhar meu resultado</strong>,
          qualquer pessoa que tiver o link (por WhatsApp, email ou Facebook) consegue abrir a página do resultado. Ela mostra apenas o seu{' '}
          <strong>primeiro nome</strong> e os seus perfis; a data, o tempo de resposta, o relatório completo, seu email e seus outros dados nunca aparecem.
          Pedimos aos buscadores, como o Google, que não mostrem essas páginas nas buscas. Se mudar de ideia, desligue o compartilhamento: o link deixa de
          funcionar na hora, mesmo que o relatório seja pago.
        </p>
      </>
    ),
  },
  {
    id: 'turmas',
    title: 'Turmas: o que o professor vê',
    body: (
      <>
        <p>
          Um professor pode criar uma turma de Projeto de Vida no Rumo e passar um código para os estudantes. Entrar na turma é escolha sua: só você pode
          entrar, com o código ou com o link, usando a sua conta.
        </p>
        <h3>O que o professor vê</h3>
        <ul>
          <li>Só números da turma toda: quantos entraram, quantos começaram e quantos terminaram o teste, e quantos tiveram resultado inconclusivo.</li>
          <li>
            Quantos estudantes têm cada perfil, quantos têm perfil misto e as famílias de carreiras mais comuns. Esses números só aparecem quando pelo menos{' '}
            {CLASS_MIN_FINISHED} estudantes da turma terminaram o teste.
          </li>
          <li>
            Se um perfil é de menos de {CLASS_MIN_CELL} estudantes, o professor vê “{FEWER_THAN_MIN_CELL}”, e não o número. Assim ninguém é apontado.
          </li>
        </ul>
        <h3>O que o professor nunca vê</h3>
        <ul>
          <li>O seu resultado e o seu nome na lista de resultados, a não ser que você ligue a opção abaixo.</li>
          <li>As suas respostas, o seu relatório completo e o seu currículo.</li>
          <li>O seu email, o seu CPF, o seu telefone e as suas compras.</li>
        </ul>
        <h3>Mostrar o seu resultado, se você quiser</h3>
        <p>
          Na turma existe a opção <strong>“{SHOW_RESULT_TO_TEACHER_LABEL}”</strong>. Ela começa desligada. Se você ligar, o professor vê o seu nome e os seus
          perfis. Você pode desligar quando quiser, e o professor deixa de ver na hora.
        </p>
        <h3>Sair da turma</h3>
        <p>
          Você pode sair de uma turma quando quiser. Os seus dados saem dos números da turma, e o professor não vê mais nada seu. O seu resultado continua só
          seu.
        </p>
        <h3>Quem pode criar turmas</h3>
        <p>
          Só educadores aprovados. A pessoa pede no perfil e informa a escola, a cidade e a função. A nossa equipe confere o pedido e aprova ou recusa. Um
          educador não ganha nenhum outro acesso aos dados dos estudantes.
        </p>
        <h3>Licenças de escola</h3>
        <p>
          A escola ou o educador pode comprar vagas para a turma. Quem paga informa o CPF ou o CNPJ. Cada vaga libera o relatório completo e o criador de
          currículo para um estudante da turma que terminar o teste. A compra não dá ao professor acesso ao seu relatório.
        </p>
        <h3>Quando alguém exclui a conta</h3>
        <ul>
          <li>Se você exclui a sua conta, você sai de todas as turmas, e os seus dados saem dos números delas.</li>
          <li>
            Se um educador exclui a conta dele, as turmas dele são encerradas. Os estudantes continuam com os seus próprios resultados. As compras da escola
            ficam guardadas sem nada que identifique a pessoa, pelo prazo da lei fiscal, como as outras compras.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de 18 anos',
    body: (
      <>
        <p>
          O Rumo é para quem tem {MINIMUM_AGE} anos ou mais. Tratamos os dados de adolescentes sempre no seu melhor interesse, como determina o art. 14 da LGPD,
          e coletamos só o necessário para o serviço funcionar.
        </p>
        <ul>
          <li>Se você tem menos de 18 anos, use o Rumo com o conhecimento do seu pai, da sua mãe ou de quem é responsável por você.</li>
          <li>Quem tem menos de {MINIMUM_AGE} anos não pode criar conta. Se isso acontecer, o responsável pode pedir a exclusão.</li>
          <li>Antes de pagar, pedimos a sua faixa etária. Ela fica na sua conta e sai com ela.</li>
          <li>Entrar em uma turma de um professor é sempre escolha sua, e você pode sair quando quiser.</li>
          <li>
            Se você tem 14 ou 15 anos, a compra precisa da autorização de um responsável: você informa o nome e o e-mail dele, que ficam só com o pedido. Ele
            recebe o recibo e um aviso sobre a compra.
          </li>
          <li>Se você tem 16 ou 17 anos, você mesmo pode aceitar esta política, criar sua conta e comprar; mesmo assim, converse com seu responsável.</li>
        </ul>
        <p>
          Pais e responsáveis podem pedir acesso aos dados ou a exclusão da conta de quem está sob sua responsabilidade pelos canais da seção{' '}
          <a href="#como-exercer">Como exercer seus direitos</a>.
        </p>
      </>
    ),
  },
  {
    id: 'direitos',
    title: 'Seus direitos',
    body: (
      <>
        <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>
        <ul>
          <li>
            <strong>Acesso:</strong> confirmar se tratamos seus dados e receber uma cópia deles.
          </li>
          <li>
            <strong>Correção:</strong> corrigir dados incompletos, errados ou desatualizados. Nome, email, CPF e telefone você também pode corrigir sozinho, no
            seu perfil.
          </li>
          <li>
            <strong>Eliminação:</strong> apagar seus dados, inclusive a sua conta, e pedir a anonimização ou o bloqueio de dados desnecessários ou tratados em
            desacordo com a lei.
          </li>
          <li>
            <strong>Portabilidade:</strong> receber seus dados em formato estruturado, para levar a outro serviço.
          </li>
          <li>
            <strong>Informação:</strong> saber com quais empresas e órgãos compartilhamos seus dados (veja a seção{' '}
            <a href="#compartilhamento">Com quem compartilhamos</a>) e quais as consequências de não fornecer um dado.
          </li>
          <li>
            <strong>Revogação do consentimento:</strong> quando algum tratamento depender do seu consentimento, você pode retirá-lo quando quiser, sem custo.
          </li>
        </ul>
        <p>Você também pode se opor a um tratamento que considere irregular e apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).</p>
      </>
    ),
  },
  {
    id: 'como-exercer',
    title: 'Como exercer seus direitos',
    body: (
      <>
        <p>
          A maior parte você faz sozinho, a qualquer hora, em <strong>Meus dados</strong>, no seu <Link to={APP_ROUTES.account}>perfil</Link>: baixar uma cópia
          de todos os seus dados (acesso e portabilidade), corrigir ou remover CPF e telefone (correção) e excluir sua conta (eliminação), confirmando com a sua
          senha.
        </p>
        <p>
          Para qualquer outro pedido, ou se não conseguir entrar na conta, escreva para o nosso suporte ou use o formulário{' '}
          <Link to="/contact">Fale conosco</Link>. Para protegermos você, envie o pedido a partir do email cadastrado na sua conta (ou diga qual é ele); se
          precisarmos confirmar sua identidade, avisaremos.
        </p>
        <div className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 [&_a]:break-all">
          <SupportChannels />
        </div>
        <p>
          Respondemos em até {SUPPORT_REPLY_TIME} e atendemos os pedidos dentro dos prazos da LGPD. Na exclusão, feita por você ou pelo suporte, apagamos sua
          conta, suas respostas, seus resultados e seu currículo; cada pedido atendido pela nossa equipe fica registrado.
        </p>
      </>
    ),
  },
  {
    id: 'retencao',
    title: 'Por quanto tempo guardamos',
    body: (
      <ul>
        <li>
          <strong>Conta, respostas e resultados:</strong> enquanto sua conta existir. Quando você pede a exclusão, esses dados são apagados.
        </li>
        <li>
          <strong>Pedidos e pagamentos:</strong> pelo prazo exigido pela legislação fiscal (até o fim do 5º ano seguinte ao da compra), mesmo depois da exclusão
          da conta, mas então sem seu nome, email, CPF ou telefone.
        </li>
        <li>
          <strong>Turmas e pedidos de educador:</strong> enquanto a conta existir. Quando o estudante sai da turma ou exclui a conta, a participação dele é
          apagada. Quando o educador exclui a conta, as turmas dele são encerradas e os seus dados de educador são apagados.
        </li>
        <li>
          <strong>Compras de licenças de escola:</strong> pelo mesmo prazo fiscal dos outros pedidos, mesmo depois da exclusão da conta, mas então sem o nome, o
          email ou o CPF ou CNPJ de quem pagou.
        </li>
        <li>
          <strong>Mensagens de contato e emails enviados:</strong> pelo tempo necessário para atender você e resolver eventuais problemas de entrega ou
          reclamações.
        </li>
        <li>
          <strong>Contagens de tentativas (para limitar abusos):</strong> guardadas no banco de dados como um código (um resumo criptográfico) que não mostra o
          IP nem o email, em janelas de até {RATE_LIMIT_WINDOW_TEXT}, e apagadas até {formatMinutes(RATE_LIMIT_SWEEP_INTERVAL_MINUTES)} depois que a janela
          termina.
        </li>
        <li>
          <strong>Registros técnicos de acesso:</strong> por pouco tempo, apenas para segurança e diagnóstico de falhas.
        </li>
        <li>
          <strong>Códigos de acesso (login):</strong> expiram em até 30 dias ou quando você sai da conta.
        </li>
      </ul>
    ),
  },
  {
    id: 'seguranca',
    title: 'Como protegemos seus dados',
    body: (
      <ul>
        <li>Senhas e códigos de acesso são guardados apenas como hash irreversível.</li>
        <li>Os dados do cartão são enviados direto à Pagar.me e nunca passam pelos nossos servidores.</li>
        <li>Limitamos tentativas repetidas de login, cadastro e recuperação de senha, para dificultar ataques.</li>
        <li>Seu relatório completo e seu PDF só podem ser abertos por você, com a sua conta.</li>
        <li>
          Nenhum sistema é 100% invulnerável. Se acontecer um incidente de segurança que possa trazer risco a você, avisaremos você e a ANPD, como manda a lei.
        </li>
      </ul>
    ),
  },
  {
    id: 'armazenamento-local',
    title: 'Cookies e armazenamento no seu aparelho',
    body: (
      <p>
        O Rumo não usa cookies de rastreamento. Para manter você conectado e não perder o progresso do teste, guardamos no armazenamento local do seu navegador
        o seu código de acesso, os dados básicos da sua conta e as respostas do teste em andamento. Ao sair da conta, o código de acesso e os dados da conta são
        apagados do aparelho. Se você usa um aparelho compartilhado, como o computador da escola, lembre-se de sair da conta ao terminar.
      </p>
    ),
  },
  {
    id: 'alteracoes',
    title: 'Mudanças nesta política',
    body: (
      <p>
        Podemos atualizar esta política para refletir mudanças no Rumo ou na lei. A data da última atualização fica sempre no topo da página. Se a mudança for
        importante, avisaremos no site ou por email antes que ela passe a valer.
      </p>
    ),
  },
];

export function PrivacyPage() {
  usePublicPageMeta('/privacy');
  return (
    <LegalPage
      title="Política de Privacidade"
      updated={legalUpdatedAt('privacy')}
      intro={
        <>
          <p>
            Esta política explica, em linguagem simples, quais dados pessoais o Rumo guarda, por que guarda, com quem compartilha e como você pode exercer seus
            direitos, de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
          </p>
          <p>
            Resumo: guardamos só o necessário para o teste, o relatório e o currículo funcionarem; não vendemos seus dados; não temos anúncios nem rastreadores;
            e os dados do seu cartão nunca chegam até nós.
          </p>
          <p>
            <strong>Novidade:</strong> turmas de Projeto de Vida. Se você entrar na turma de um professor, ele vê só os números da turma toda, e o seu resultado
            só se você quiser. Veja a seção <a href="#turmas">Turmas: o que o professor vê</a>.
          </p>
        </>
      }
      sections={SECTIONS}
    />
  );
}
