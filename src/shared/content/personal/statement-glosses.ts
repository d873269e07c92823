import type { StatementGloss } from './phrase-bank.schema';

/**
 * What a strong answer to each scored statement of question set 2026-11-v3
 * shows about the person (phrase-bank.schema.ts, statementGlossSchema): the
 * report quotes the statement verbatim, with the answer given, and then this
 * sentence. Keyed by statement id; ids shared with 2026-11-v2 keep their text,
 * so they serve both sets. Reviewed texts: change one only with a reason, and
 * bump PHRASE_BANK_VERSION.
 */
export const STATEMENT_GLOSSES: Readonly<Record<number, StatementGloss>> = {
  1: {
    agree: 'Sua cabeça costuma se adiantar aos fatos e pensar no que pode dar errado.',
    disagree: 'Você tende a lidar com as coisas quando elas chegam, sem sofrer antes da hora.',
  },
  3: {
    agree: 'Seu tempo livre muitas vezes vira uma lista de coisas para fazer, ver e tentar.',
    disagree: 'Deixar o tempo livre em aberto, sem agenda cheia, em geral faz bem para você.',
  },
  5: {
    agree: 'Manter a paz costuma pesar mais para você do que ganhar uma discussão.',
    disagree: 'Se algo importa, você encara a conversa difícil em vez de fugir dela.',
  },
  6: {
    agree: 'Seguir o ritmo de cada dia, sem amarrar o futuro a metas fixas, combina mais com você.',
    disagree: 'Alvos claros ajudam a dar rumo e força ao que você faz.',
  },
  7: {
    agree: 'Seu olho costuma pegar falhas e detalhes que passam batido para os outros.',
    disagree: 'Em geral, sua atenção vai mais para o quadro todo do que para pequenos deslizes.',
  },
  8: {
    agree: 'Para você, a franqueza muitas vezes vem antes do conforto da conversa.',
    disagree: 'Você costuma medir as palavras e pensar em como o outro vai receber o que diz.',
  },
  9: {
    agree: 'Gostos, papos e planos da turma da sua idade tendem a bater com os seus.',
    disagree: 'Seus gostos e seu jeito de ver as coisas seguem, muitas vezes, um caminho próprio.',
  },
  12: {
    agree: 'Num grupo, você confia na escolha de todos e não precisa puxar a decisão para si.',
    disagree: 'Na hora de o grupo decidir, muitas vezes é você quem quer bater o martelo.',
  },
  13: {
    agree: 'Saber a hora de parar de mexer e seguir em frente costuma ser simples para você.',
    disagree: 'Enquanto dá para melhorar, você em geral segue mexendo até chegar ao nível que acha certo.',
  },
  17: {
    agree: 'Ter com quem se medir costuma acender sua garra e seu foco.',
    disagree: 'Disputa e placar pouco mexem com seu esforço, que nasce de outras coisas.',
  },
  19: {
    agree: 'Quando o plano muda de repente, você consegue se ajustar rápido e seguir.',
    disagree: 'Imprevistos costumam pesar para você, que se sai melhor quando sabe antes o que vem.',
  },
  20: {
    agree: 'O que acontece com você tende a ser vivido com força, por dentro e por inteiro.',
    disagree: 'Suas emoções chegam, em geral, num tom mais calmo, sem grandes altos e baixos.',
  },
  21: {
    agree: 'Muitas vezes é você quem toma a frente, divide as tarefas e puxa o ritmo.',
    disagree: 'Ajudar o grupo por trás, deixando a frente para outra pessoa, é mais o seu estilo.',
  },
  23: {
    agree: 'Puxar papo e criar laços com quem acabou de chegar costuma ser natural para você.',
    disagree: 'Suas amizades tendem a nascer com calma, depois que você conhece melhor a pessoa.',
  },
  24: {
    agree: 'A raiva pode subir rápido em você quando as coisas travam ou demoram.',
    disagree: 'Mesmo quando as coisas demoram ou dão errado, a calma em geral fica com você.',
  },
  27: {
    agree: 'Você costuma juntar as peças em silêncio antes de falar.',
    disagree: 'Pensar em voz alta e entrar logo na conversa tem mais a ver com você.',
  },
  30: {
    agree: 'Seu olhar tende a achar beleza em coisas pequenas do dia a dia.',
    disagree: 'No dia a dia, seu foco fica mais no que é útil do que no que é só bonito.',
  },
  32: {
    agree: 'Fazer a ponte entre as pessoas quando o clima racha costuma ser o seu papel.',
    disagree: 'Em briga de amigos, você prefere deixar que eles mesmos resolvam, sem entrar no meio.',
  },
  33: {
    agree: 'Estar com gente em volta pode dar a você força e ânimo.',
    disagree: 'Sua energia tende a voltar melhor longe da multidão, com calma e pouca gente.',
  },
  34: {
    agree: 'Uma coisa de cada vez, com foco até o fim: esse tende a ser o seu ritmo.',
    disagree: 'Sua cabeça muitas vezes pula para a próxima ideia antes de a atual ter fim.',
  },
  38: {
    agree: 'Para conseguir algo, você aposta mais na conversa e na gentileza do que na pressão.',
    disagree: 'Quando quer algo, você tende a falar de forma firme e clara, sem rodeios.',
  },
  39: {
    agree: 'Quando algo prende sua curiosidade, você pode ir fundo e perder a noção do tempo.',
    disagree: 'Aprender o que precisa e passar para outra coisa costuma bastar para você.',
  },
  40: {
    agree: 'O que os outros pensam de você costuma pesar nas suas escolhas.',
    disagree: 'Em geral, você age do seu jeito, sem ficar medindo como os outros vão ver.',
  },
  42: {
    agree: 'Nas pequenas escolhas, é comum você ceder a vez e se adaptar ao que os outros querem.',
    disagree: 'Mesmo em coisas simples, dizer o que prefere costuma ser natural para você.',
  },
  44: {
    agree: 'Você costuma pôr o pedido dos outros na frente do seu tempo e do seu cansaço.',
    disagree: 'Você consegue recusar um favor quando precisa, sem carregar culpa por isso.',
  },
  45: {
    agree: 'Estar em sintonia com a turma no jeito de vestir ajuda você a se sentir parte.',
    disagree: 'Seu estilo segue o seu gosto, mesmo quando a turma vai por outro lado.',
  },
  46: {
    agree: 'Pôr o incômodo para fora logo, em vez de guardar, costuma ser o seu jeito.',
    disagree: 'Antes de falar, você muitas vezes segura o que incomoda, espera ou deixa passar.',
  },
  48: {
    agree: 'Quando a turma fica para baixo, é comum você trazer leveza e riso.',
    disagree: 'Quando o clima pesa, você prefere respeitar o momento a tentar mudar o astral.',
  },
  49: {
    agree: 'Ir ao ponto e ficar com o essencial prende mais a sua atenção.',
    disagree: 'Você gosta de ver cada passo e cada porquê de uma explicação.',
  },
  56: {
    agree: 'Fazer sua parte sem palco nem holofote deixa você mais à vontade.',
    disagree: 'Quando seu esforço aparece e é notado, isso tende a dar gás a você.',
  },
  60: {
    agree: 'Uma voz dentro de você tende a apontar cada falha, até as menores.',
    disagree: 'Em geral, você trata seus erros com calma, como parte de aprender.',
  },
  65: {
    agree: 'Seu descanso vem mais de programas simples e sem agito, perto de casa.',
    disagree: 'No tempo livre, gente, agito e coisas novas costumam atrair você.',
  },
  66: {
    agree: 'Você tende a decidir com base em fatos, depois de estudar bem as opções.',
    disagree: 'Confiar no seu faro e decidir sem ter todos os dados costuma funcionar para você.',
  },
  67: {
    agree: 'Para você, deslizes fazem parte, e em geral você segue em frente sem drama.',
    disagree: 'Um deslize no que já foi entregue pode ficar martelando na sua cabeça.',
  },
  70: {
    agree: 'Nos papos, você em geral busca riso e assuntos soltos, e deixa o que sente para outra hora.',
    disagree: 'Conversas profundas, sobre o que as pessoas sentem de verdade, atraem você.',
  },
  72: {
    agree: 'Seja qual for a turma, seu estilo tende a ficar firme.',
    disagree: 'Você costuma se moldar ao grupo para que todo mundo se sinta bem junto.',
  },
  78: {
    agree: 'Você mostra o que sente, até o susto, sem vestir uma armadura de força.',
    disagree: 'O medo tende a ficar guardado, enquanto por fora você mostra firmeza.',
  },
  80: {
    agree: 'Para pôr energia em algo, você costuma precisar de um porquê que faça sentido.',
    disagree: 'Você consegue fazer o que precisa ser feito, mesmo quando a tarefa não diz muito a você.',
  },
  81: {
    agree: 'Cuidar do acabamento e dar aquele toque a mais importa para você.',
    disagree: 'Cumprir bem o que foi pedido costuma bastar, sem gastar tempo com enfeites.',
  },
  82: {
    agree: 'Sua liberdade pesa muito para você, e ordens dadas de cima tendem a causar atrito.',
    disagree: 'Se alguém tenta dar ordens, sua reação em geral vem com calma, depois de pensar.',
  },
  84: {
    agree: 'Você costuma dar um voto de confiança às pessoas logo de início.',
    disagree: 'Sua confiança vem aos poucos, depois que a pessoa mostra quem é.',
  },
  87: {
    agree: 'Achar o caminho na hora, com jogo de cintura, combina com você.',
    disagree: 'Ter um roteiro claro dá a você segurança para fazer bem feito.',
  },
  90: {
    agree: 'Na turma, você tende a prestar atenção e deixar os outros brilharem.',
    disagree: 'Na conversa em grupo, é comum você contar casos e puxar assunto.',
  },
  93: {
    agree: 'Saber antes o que vai rolar deixa você mais à vontade para curtir.',
    disagree: 'O improviso e a surpresa do momento tendem a dar mais graça ao programa para você.',
  },
  98: {
    agree: 'Os outros tendem a ver em você um porto seguro para abrir o coração.',
    disagree: 'Seu lugar na turma pode ser outro: o de parceria para rir, fazer planos ou trocar ideias.',
  },
  99: {
    agree: 'Você costuma se abrir a outros pontos de vista e rever o que pensa.',
    disagree: 'Depois que forma uma opinião, você tende a se manter firme nela.',
  },
  101: {
    agree: 'Para você, ter chão firme vale mais do que a chance de um ganho maior.',
    disagree: 'Um pouco de risco pode valer a pena para você, se a chance de ganho for boa.',
  },
  102: {
    agree: 'Seu desejo costuma virar ação logo, sem travar pelo incômodo dos outros.',
    disagree: 'Antes de buscar o que quer, você pesa como isso vai afetar as pessoas em volta.',
  },
  103: {
    agree: 'Seus interesses tendem a seguir outras áreas, fora da arte.',
    disagree: 'A arte chama você, como um jeito de pôr para fora o que pensa e sente.',
  },
  104: {
    agree: 'É comum você querer que os outros notem a qualidade do seu trabalho.',
    disagree: 'Seu trabalho tende a ser medido pelo que vale para você, não pelo que os outros acham.',
  },
  105: {
    agree: 'Regras claras costumam dar a você um jeito certo e justo de agir.',
    disagree: 'Para você, regras em geral são guias, com espaço para ajustes.',
  },
  106: {
    agree: 'Você tende a respeitar o espaço do outro e deixar que ele diga quando quer ajuda.',
    disagree: 'Ao ver alguém em apuro, chegar junto na hora costuma ser o seu jeito.',
  },
  107: {
    agree: 'Suas próprias vontades costumam ficar em segundo plano, ou nem ficam claras na hora.',
    disagree: 'Saber o que prefere e dizer isso com clareza vem fácil para você.',
  },
  108: {
    agree: 'Sua curiosidade vai além da casca, atrás das peças e dos porquês.',
    disagree: 'Usar bem as coisas tende a interessar mais do que saber como elas são feitas.',
  },
  109: {
    agree: 'Você tende a se soltar rápido em ambientes e turmas novas.',
    disagree: 'Conhecer o terreno aos poucos costuma ser o seu caminho para se sentir em casa.',
  },
  110: {
    agree: 'Suas vontades costumam ser o ponto de partida das suas escolhas.',
    disagree: 'Na hora de escolher, as vontades dos outros muitas vezes vêm antes das suas.',
  },
  111: {
    agree: 'Você sente que tem um jeito próprio, que nem sempre cabe no padrão.',
    disagree: 'Nas pessoas à sua volta, você muitas vezes se enxerga e sente que faz parte.',
  },
  112: {
    agree: 'Arrumar as coisas pode ficar para depois sem tirar o seu sossego.',
    disagree: 'Ver suas coisas fora do lugar incomoda, e pôr tudo em ordem traz alívio.',
  },
  113: {
    agree: 'Proteger seu tempo e dizer até onde dá para ajudar sai sem muito peso.',
    disagree: 'Negar ajuda tende a pesar para você, mesmo quando o pedido vem numa hora ruim.',
  },
  114: {
    agree: 'Saber que as rédeas estão com você costuma trazer segurança.',
    disagree: 'Deixar as coisas nas mãos de outras pessoas, em geral, não tira a sua paz.',
  },
  115: {
    agree: 'Você tende a buscar equilíbrio em vez de se cobrar para estar acima de todos.',
    disagree: 'Ir além do básico e mostrar do que é capaz move você.',
  },
  116: {
    agree: 'As tristezas tendem a passar rápido por você, sem deixar marca longa.',
    disagree: 'O que dói pode ficar um tempo com você, até você entender o que sente.',
  },
  117: {
    agree: 'Coisas novas e variadas ajudam você a manter o pique.',
    disagree: 'A rotina pode ser um lugar bom para você, onde você rende com calma.',
  },
  118: {
    agree: 'Você tende a respeitar quem está no comando, mesmo quando pensa diferente.',
    disagree: 'Se uma ordem parece errada, você tende a questionar em vez de só cumprir.',
  },
  119: {
    agree: 'Ouvir o desabafo dos outros tende a gastar suas forças bem rápido.',
    disagree: 'Para escutar quem passa por algo difícil, você em geral tem fôlego.',
  },
  120: {
    agree: 'Você gosta de deixar sua marca pessoal no que faz.',
    disagree: 'Você tende a aproveitar o que já funciona em vez de reinventar.',
  },
  121: {
    agree: 'Mudanças de humor num olhar ou num tom de voz costumam chamar sua atenção.',
    disagree: 'Você costuma entender melhor o que o outro sente quando ele conta.',
  },
  122: {
    agree: 'A chance de viver algo novo tende a falar mais alto que o medo de errar.',
    disagree: 'Você prefere o que já conhece e pensa bem antes de arriscar.',
  },
  123: {
    agree: 'Quebrar a cabeça com um bom problema costuma ser diversão para você.',
    disagree: 'Seu prazer está mais em outras atividades do que em resolver enigmas.',
  },
  124: {
    agree: 'Criar pode ser, para você, um jeito de mostrar quem é.',
    disagree: 'Você tende a se divertir mais com outras coisas do que criando algo seu.',
  },
  125: {
    agree: 'Você tende a fazer as coisas pelo gosto delas, sem precisar estar no topo.',
    disagree: 'Estar entre os melhores é uma meta que puxa seu esforço.',
  },
  126: {
    agree: 'Um tempo de silêncio e só seu tende a devolver o seu pique.',
    disagree: 'Em geral, você se recompõe bem sem precisar se afastar das pessoas.',
  },
  127: {
    agree: 'Quando uma regra parece sem sentido, o bom senso costuma falar mais alto.',
    disagree: 'Você cumpre o combinado mesmo quando não vê muito sentido nele.',
  },
  128: {
    agree: 'Você costuma notar o que falta ao outro e agir antes de ele falar.',
    disagree: 'Em geral, você espera um sinal ou um pedido antes de entrar para ajudar.',
  },
  129: {
    agree: 'Saber usar as coisas costuma bastar, sem precisar abrir a caixa.',
    disagree: 'A curiosidade leva você para o lado de dentro das coisas.',
  },
  130: {
    agree: 'Ouvir alguém próximo traz a segurança que você busca antes de escolher.',
    disagree: 'Nas escolhas grandes, você confia no seu próprio juízo.',
  },
  131: {
    agree: 'Ideias novas costumam acender sua vontade de pôr a mão na massa na hora.',
    disagree: 'Você tende a dar um passo atrás e entender o projeto antes de mergulhar nele.',
  },
  132: {
    agree: 'Cada coisa no lugar certo deixa sua cabeça mais leve.',
    disagree: 'Outras coisas costumam vir antes da arrumação na sua lista.',
  },
  133: {
    agree: 'Para você, a graça de um jogo está em jogar, não no placar.',
    disagree: 'O resultado mexe com você, e a vitória tem um gosto especial.',
  },
  134: {
    agree: 'O que ainda está incerto tende a deixar você em alerta.',
    disagree: 'O incerto, em geral, não tira a sua paz: você espera para ver no que dá.',
  },
  135: {
    agree: 'Aprender com alguém que explica ou mostra o caminho costuma render mais para você.',
    disagree: 'Buscar respostas por si tende a ser algo natural e gostoso para você.',
  },
  137: {
    agree: 'Seu cuidado tende a pedir um sinal de volta, e a falta dele pode doer.',
    disagree: 'Você costuma ajudar pelo gesto em si, sem esperar nada em troca.',
  },
  138: {
    agree: 'Seguir seu passo, sem se deixar levar pela correria, costuma ser o seu normal.',
    disagree: 'Seu dia a dia muitas vezes tem pressa, movimento e muita coisa ao mesmo tempo.',
  },
  139: {
    agree: 'Hábitos que você já conhece tendem a dar conforto e descanso.',
    disagree: 'Repetir o mesmo roteiro pode cansar você, que gosta de variar.',
  },
  140: {
    agree: 'Esperança e confiança costumam guiar seu olhar para o que vem.',
    disagree: 'Em vez de contar com a sorte, você costuma pensar no que pode sair do trilho.',
  },
  141: {
    agree: 'Um elogio pelo que você fez costuma dar força para o próximo passo.',
    disagree: 'Suas vitórias já valem por si, mesmo quando ninguém fala delas.',
  },
  142: {
    agree: 'Diante de um desafio direto, você tende a se firmar e não recuar.',
    disagree: 'Num confronto, você costuma baixar o tom e escolher outro caminho que não o da briga.',
  },
  143: {
    agree: 'Você tende a enxergar o ponto de cada pessoa, mesmo quando elas discordam.',
    disagree: 'Numa briga de ideias, muitas vezes fica claro para você qual lado está certo.',
  },
  144: {
    agree: 'Pistas de tristeza sem palavras podem escapar de você, que entende melhor o que é dito.',
    disagree: 'Quando alguém próximo não está bem, você em geral nota cedo.',
  },
  145: {
    agree: 'Um alvo claro tende a puxar seu foco e sua energia.',
    disagree: 'Seu empenho costuma ser o mesmo com ou sem um número a alcançar.',
  },
  146: {
    agree: 'Você tende a defender suas ideias com força e querer que elas saiam do papel.',
    disagree: 'Você põe sua ideia na mesa e aceita bem quando o grupo escolhe outra.',
  },
  147: {
    agree: 'Virar a página rápido e buscar algo bom costuma ser sua saída.',
    disagree: 'Diante de um tropeço, você costuma parar e sentir o que houve antes de seguir.',
  },
  148: {
    agree: 'Sua lealdade tende a ficar firme mesmo sob pressão do grupo.',
    disagree: 'Você costuma ouvir os dois lados antes de tomar partido, mesmo com amigos.',
  },
  149: {
    agree: 'Criar algo seu e tocar do seu jeito pode ser um sonho que move você.',
    disagree: 'Por agora, seus sonhos para o futuro vão por outros caminhos que não abrir algo seu.',
  },
  150: {
    agree: 'Pensar numa saída de reserva tende a trazer calma e paz para você.',
    disagree: 'Apostar no plano que tem e resolver os problemas se vierem costuma bastar para você.',
  },
  151: {
    agree: 'Seu senso de justiça tende a falar mais alto que o risco de se dar mal.',
    disagree: 'Diante de algo injusto, você costuma pesar os riscos e escolher outro jeito de agir.',
  },
  152: {
    agree: 'Revisar com cuidado, até ter certeza de que nada escapou, faz parte do seu jeito.',
    disagree: 'Você tende a confiar no que fez e dar por encerrado sem revisar muito.',
  },
  153: {
    agree: 'Você tende a se abrir logo e criar laços depressa.',
    disagree: 'Você guarda sua vida pessoal para quem já ganhou sua confiança.',
  },
  154: {
    agree: 'Ajudar gente no dia a dia tende a ser um caminho que faz sentido para você.',
    disagree: 'Seu futuro no trabalho pode passar por outras áreas, fora do cuidado com pessoas.',
  },
};
