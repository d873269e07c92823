import type { StatementGloss } from './phrase-bank.schema';

/**
 * Glosses of the statements that only question set 2026-11-v2 asked (retired
 * in 2026-11-v3): attempts taken with that set get the same personal parts,
 * from their own answers and their own statements. Same rules as
 * statement-glosses.ts.
 */
export const STATEMENT_GLOSSES_2026_11_V2: Readonly<Record<number, StatementGloss>> = {
  2: {
    agree: 'Você costuma esperar que a pessoa fale, em vez de ler sinais no rosto ou no jeito dela.',
    disagree: 'Pequenos sinais, como um silêncio ou um olhar, costumam mostrar a você quando alguém não está bem.',
  },
  4: {
    agree: 'Para você, basta a ferramenta fazer o que precisa; o resto costuma ficar em segundo plano.',
    disagree: 'Sua curiosidade tende a querer descobrir o que acontece por trás da tela e dos botões.',
  },
  10: {
    agree: 'A rotina tende a pesar pouco para você, e isso ajuda em tarefas longas.',
    disagree: 'Para manter o gosto pelo que faz, você tende a precisar de novidade.',
  },
  11: {
    agree: 'Dar uma força a quem tem dúvida tende a trazer alegria para você.',
    disagree: 'Na escola, você tende a focar nos seus estudos e deixar o papel de ensinar para outras pessoas.',
  },
  14: {
    agree: 'Muitas vezes você enxerga as razões de cada um, mesmo quando há desacordo.',
    disagree: 'Num conflito, costuma ficar claro para você qual lado faz mais sentido.',
  },
  15: {
    agree: 'Pôr a mão na massa costuma ensinar mais a você do que textos e teorias.',
    disagree: 'Ler e entender a teoria primeiro costuma dar a você mais base para depois agir.',
  },
  16: {
    agree: 'Saber o plano antes tende a trazer calma a você; surpresas pesam mais.',
    disagree: 'Em geral, você segue em paz mesmo sem ter o roteiro completo do que vem pela frente.',
  },
  18: {
    agree: 'Seu interesse pode ir mais para outros campos do que para a arte.',
    disagree: 'A arte costuma ter um lugar importante na sua vida, como forma de expressão ou de prazer.',
  },
  22: {
    agree: 'Conferir com calma faz parte do seu jeito de trabalhar; você não gosta de deixar erro passar.',
    disagree: 'A primeira versão tende a servir, e você logo parte para a próxima tarefa.',
  },
  25: {
    agree: 'Você costuma respeitar o espaço de cada um e evitar se meter na vida dos outros.',
    disagree: 'Quando alguém à sua volta tem um problema, você costuma querer se envolver e ajudar.',
  },
  26: {
    agree: 'Ver seu esforço notado pelos outros costuma dar a você mais ânimo para seguir.',
    disagree: 'Para você, o valor de um resultado costuma vir de dentro, com ou sem plateia.',
  },
  28: {
    agree: 'Antes de seguir um combinado ao pé da letra, você tende a olhar o contexto.',
    disagree: 'Uma regra, para você, tende a valer do mesmo jeito para todos, em qualquer caso.',
  },
  29: {
    agree: 'Fazer o que é preciso costuma bastar, e assim sobra força para outras partes da vida.',
    disagree: 'Seu alvo costuma ficar acima do mínimo: você quer ver o esforço virar um resultado melhor.',
  },
  31: {
    agree: 'As pessoas próximas costumam poder contar com você, nos dias bons e nos difíceis.',
    disagree: 'Você tende a manter laços mais leves e avaliar cada situação antes de tomar um lado.',
  },
  35: {
    agree: 'Diante de algo injusto, você tende a tomar uma posição e proteger quem tem menos força.',
    disagree: 'Em situações de conflito, você tende a ficar de fora ou buscar outro jeito de ajudar.',
  },
  36: {
    agree: 'Um obrigado sincero costuma aquecer seu coração e dar sentido ao que você faz pelos outros.',
    disagree: 'Para você, o gesto de ajudar costuma valer por si, sem esperar nada em troca.',
  },
  37: {
    agree: 'Seu foco tende a resistir bem à desordem em volta; o ambiente pesa pouco.',
    disagree: 'Um lugar em ordem costuma ajudar a sua cabeça a ficar em ordem também.',
  },
  41: {
    agree: 'Com um plano feito, é comum você seguir em frente sem gastar energia com o que pode falhar.',
    disagree: 'Mesmo com tudo pronto, sua cabeça costuma procurar falhas e ter um plano B.',
  },
  43: {
    agree: 'Muitas vezes você prefere o que já conhece e sabe que gosta, sem correr risco à toa.',
    disagree: 'Provar sabores e coisas novas costuma fazer parte da graça para você.',
  },
  47: {
    agree: 'Deixar sua marca pessoal no que faz costuma ser importante para você.',
    disagree: 'Partir de um exemplo que já funciona costuma dar a você mais segurança e rapidez.',
  },
  50: {
    agree: 'Você tende a ajustar a rota quando o caminho pesa demais, em vez de insistir a qualquer custo.',
    disagree: 'Quando a meta aperta, você costuma persistir e buscar novos jeitos de chegar lá.',
  },
  51: {
    agree: 'Ter segurança no futuro costuma pesar mais para você do que a chance de ganhar mais.',
    disagree: 'Algum risco pode valer a pena para você, quando o ganho parece maior.',
  },
  52: {
    agree: 'Dar ouvido a muitos desabafos pode tirar boa parte da sua força.',
    disagree: 'Quem quer se abrir costuma achar em você paciência e apoio sem pressa.',
  },
  53: {
    agree: 'Guiar o rumo das coisas pode deixar você mais à vontade.',
    disagree: 'Dividir as escolhas ou deixar o comando com outra pessoa tende a ser fácil para você.',
  },
  54: {
    agree: 'Cada coisa no seu lugar costuma trazer paz e agilidade para o seu dia.',
    disagree: 'Um pouco de bagunça tende a não tirar sua paz; você arruma quando vê que precisa.',
  },
  55: {
    agree: 'Você tende a guardar na memória o que importa para quem você ama.',
    disagree: 'Seu carinho pelas pessoas tende a aparecer de outras formas, não tanto nas datas.',
  },
  57: {
    agree: 'Você costuma se lançar no novo com coragem e resolver os problemas no caminho.',
    disagree: 'Antes de entrar em algo novo, você costuma pesar o que pode dar errado.',
  },
  58: {
    agree: 'Pensar passo a passo até achar a resposta costuma dar prazer a você.',
    disagree: 'Outros tipos de desafio, longe de contas e códigos, tendem a chamar mais a sua atenção.',
  },
  59: {
    agree: 'Em geral, você olha o seu presente com gratidão e sente que está num bom lugar.',
    disagree: 'Muitas vezes você sente que algo ainda falta e busca uma vida com mais sentido.',
  },
  61: {
    agree: 'Você tende a respeitar quem tem a palavra final, mesmo sem mudar a sua opinião.',
    disagree: 'Quando algo parece errado, você tende a pôr em dúvida quem manda e falar o que pensa.',
  },
  62: {
    agree: 'Uma ideia nova tende a acender sua energia e dar vontade de agir na hora.',
    disagree: 'Antes de se jogar numa ideia, você tende a dar tempo para ela amadurecer.',
  },
  63: {
    agree: 'Você costuma encarar primeiro o que pesa e aproveitar o resto com a cabeça leve.',
    disagree: 'O que é mais pesado pode ficar para depois, enquanto você cuida do que é leve ou urgente.',
  },
  64: {
    agree: 'Você costuma enxergar chances de criar algo seu e fazer uma ideia render.',
    disagree: 'Por agora, seus planos e interesses tendem a estar em outras áreas da vida.',
  },
  68: {
    agree: 'Diante de um problema, você costuma agir com coragem em vez de esperar que ele passe.',
    disagree: 'Você costuma tomar distância de um problema e escolher com calma a hora de agir.',
  },
  69: {
    agree: 'Você costuma esperar um pedido claro antes de entrar no serviço de casa.',
    disagree: 'Perceber o que falta fazer e ajudar por conta própria tende a ser natural para você.',
  },
  71: {
    agree: 'Ouvir gente de confiança tende a trazer mais paz às suas escolhas.',
    disagree: 'Nas escolhas grandes, você costuma seguir o que pensa, sem depender de conselhos.',
  },
  73: {
    agree: 'Fazer algo muito bem costuma importar, e você gosta quando outros se inspiram no seu trabalho.',
    disagree: 'Fazer bem feito tende a bastar para você, sem precisar se destacar.',
  },
  74: {
    agree: 'Você tende a se adaptar com calma e aprender na prática como tudo funciona.',
    disagree: 'Conhecer logo os combinados de um ambiente novo tende a trazer mais paz para você.',
  },
  75: {
    agree: 'O que você quer de fato pode ficar em segundo plano, mais ainda quando os outros já têm opinião.',
    disagree: 'Você costuma ter clareza sobre seus desejos e consegue dizer o que prefere.',
  },
  76: {
    agree: 'É comum você se abrir rápido e criar intimidade com quem acabou de chegar.',
    disagree: 'O que você sente tende a ficar guardado até a confiança crescer, o que leva tempo.',
  },
  77: {
    agree: 'Você costuma buscar saídas e esperança, em vez de se prender ao que deu errado.',
    disagree: 'Você costuma dar atenção ao que incomoda e pensar bastante antes de virar a página.',
  },
  79: {
    agree: 'Nessas horas, você tende a observar primeiro e deixar que alguém se adiante.',
    disagree: 'Diante de alguém em apuros, você costuma se mexer logo, sem esperar os outros.',
  },
  83: {
    agree: 'Você costuma defender seu ponto com firmeza e gosta de ver sua visão ganhar espaço.',
    disagree: 'Você tende a abrir mão da própria ideia quando outra serve bem ao grupo.',
  },
  85: {
    agree: 'No seu próprio ritmo e do seu jeito, você tende a aprender melhor.',
    disagree: 'Em grupo, a troca de ideias costuma ajudar você a aprender e lembrar mais.',
  },
  86: {
    agree: 'Fazer diferença na vida de alguém tende a aparecer nos seus sonhos de futuro.',
    disagree: 'Seus planos de futuro tendem a apontar para outros tipos de trabalho.',
  },
  88: {
    agree: 'Você costuma curtir a diversão e a companhia, sem se prender ao placar.',
    disagree: 'A vitória costuma importar muito para você e dar gás para se esforçar.',
  },
  89: {
    agree: 'Em geral, você busca laços profundos, em que possa mostrar o que sente e pensa.',
    disagree: 'Relações mais leves costumam bastar para você, sem precisar mostrar tudo o que sente.',
  },
  91: {
    agree: 'Você costuma manter a calma no dia a dia e não dar peso a pequenos problemas.',
    disagree: 'Seu dia tende a ser mais agitado, e pequenas coisas podem mexer bastante com você.',
  },
  92: {
    agree: 'Seus valores tendem a guiar suas escolhas com firmeza, mesmo quando ninguém vê.',
    disagree: 'Muitas vezes você vê que nem tudo é preto no branco e julga cada caso pelo contexto.',
  },
  94: {
    agree: 'Planejar antes costuma evitar sustos e trazer mais calma para você.',
    disagree: 'Você costuma resolver as coisas mais perto do prazo, e pode render bem sob pressão.',
  },
  95: {
    agree: 'Olhar logo para a frente, sem se demorar no que passou, costuma ser o seu jeito.',
    disagree: 'Você costuma dar tempo às emoções e entender o que elas dizem antes de continuar.',
  },
  96: {
    agree: 'Metas bem claras costumam dar foco e força para você render.',
    disagree: 'Ter liberdade e achar o caminho enquanto faz tende a dar certo para você.',
  },
  97: {
    agree: 'Muitas vezes você estuda com um fim prático e usa seu tempo livre para outras coisas.',
    disagree: 'Aprender pelo gosto de saber é comum para você, mesmo quando nada disso vale nota.',
  },
  100: {
    agree: 'Você tende a pensar no quadro maior e confiar nos colegas para os acabamentos.',
    disagree: 'Acompanhar cada parte de perto pode dar a você mais certeza de que tudo vai sair bem.',
  },
};
