import type { PairBlend, PairKey } from './phrase-bank.schema';

/**
 * The 36 blends: one text for each unordered pair of profiles, keyed "a-b"
 * with a < b (phrase-bank.schema.ts, pairBlendSchema). The report shows the
 * pair of its first two profiles, and all three pairs of a three-way perfil
 * misto.
 */
export const PAIR_BLENDS: Readonly<Partial<Record<PairKey, PairBlend>>> = {
  '1-2': {
    title: 'Capricho e ajuda',
    text: 'Com Perfeccionista e Prestativo juntos, a vontade de ajudar costuma vir com a vontade de fazer tudo certo. Na escola, você pode ser quem lembra a turma do prazo e ainda explica a matéria a quem faltou. As pessoas tendem a confiar em você, porque você cuida e cumpre. O que pesa é que os dois lados põem o dever e os outros antes do seu descanso, e a irritação pode ficar guardada. Antes de aceitar um pedido novo, pergunte a si: “isso cabe na minha semana?”.',
  },
  '1-3': {
    title: 'Padrão alto e metas',
    text: 'Essa mistura de Perfeccionista e Realizador costuma aparecer em quem gosta de metas claras e de entregas bem-feitas. Você pode ser quem monta o plano do grupo e cobra o prazo de todo mundo. No trabalho, isso tende a virar tarefas rápidas e caprichadas. Mas os dois lados puxam de um jeito diferente, um pela perfeição e o outro pela rapidez, e ambos cobram muito de você. Antes de começar, decida o que conta como pronto e marque também um tempo de descanso.',
  },
  '1-4': {
    title: 'Detalhe e sentido',
    text: 'Quando Perfeccionista e Individualista aparecem juntos, você tende a querer que cada trabalho fique bem-feito e tenha a sua cara. Um cartaz, uma redação ou um desenho seu costumam mostrar cuidado com o detalhe e com o sentido. Só que os dois lados reparam no que falta. Aí nada parece bom o bastante, e o projeto pode ficar parado. Tente terminar um trabalho pequeno por mês, com data marcada, e mostrar a uma pessoa de confiança.',
  },
  '1-5': {
    title: 'Rigor e análise',
    text: 'Na escola, a mistura de Perfeccionista e Investigador costuma aparecer em quem gosta de entender a matéria a fundo e de acertar os detalhes. Você tende a pensar com calma, checar as fontes e achar o erro que ninguém viu. Isso ajuda muito em Matemática, em Ciências e, mais tarde, em trabalhos técnicos. Mas os dois lados podem atrasar a entrega: um quer revisar mais, o outro quer pesquisar mais. Marque um prazo para cada fase e mostre um rascunho a alguém antes de achar que ele está pronto.',
  },
  '1-6': {
    title: 'Ordem e prevenção',
    text: 'Perfeccionista e Leal juntos costumam formar uma dupla muito responsável. Você tende a cumprir o combinado, seguir as regras e pensar antes no que pode dar errado. Professores e colegas sabem que podem contar com você, e no trabalho isso vira confiança. O lado difícil é que o medo de errar e a preocupação se somam, e uma mudança de última hora pode pesar bastante. Quando a dúvida crescer, escreva o pior cenário e um plano simples, e depois pare de revisar.',
  },
  '1-7': {
    title: 'Dever e diversão',
    text: 'Há um cabo de guerra nessa combinação: o Perfeccionista pede disciplina, e o Entusiasta pede novidade. Nos melhores dias, você junta capricho com alegria e faz o trabalho do grupo ficar bom e divertido. Em outros, pode ir da cobrança à fuga: começa várias coisas e depois se critica por não fechar nenhuma. Tente pôr o lazer na agenda como um compromisso e escolher um projeto para levar até o fim.',
  },
  '1-8': {
    title: 'Justiça e firmeza',
    text: 'Um senso forte de justiça costuma unir o Perfeccionista e o Desafiador. Você tende a perceber o que está errado e a falar na hora, mesmo quando ninguém mais fala. Isso ajuda a defender um colega ou a pôr ordem num grupo sem rumo. O risco é o tom: a certeza de ter razão pode soar dura, e a conversa trava. Antes de corrigir alguém, conte até cinco e comece pelo que está bom.',
  },
  '1-9': {
    title: 'Calma e princípios',
    text: 'Por fora, a mistura de Perfeccionista e Pacificador costuma parecer calma e sem pressa. Por dentro, pode haver uma voz que nota cada detalhe fora do lugar. Você tende a ser uma presença justa e estável, que ajuda o grupo a achar um acordo. O ponto difícil é que os dois lados engolem a irritação para não criar briga, e ela pode voltar como atraso ou teimosia. Quando algo incomodar, diga em uma frase curta e gentil, no mesmo dia.',
  },
  '2-3': {
    title: 'Afeto e conquista',
    text: 'Calor humano e vontade de vencer costumam andar juntos quando Prestativo e Realizador se encontram. Você tende a animar o grupo, lembrar de cada pessoa e ainda correr atrás do resultado. Isso funciona bem em trabalhos em equipe e, mais tarde, no atendimento ou em vendas. O risco é depender demais do olhar dos outros: aceitar tudo, trabalhar demais e esconder o cansaço para agradar. Uma vez por semana, faça algo só para você, sem plateia e sem meta.',
  },
  '2-4': {
    title: 'Empatia e emoção',
    text: 'Com Prestativo e Individualista lado a lado, os sentimentos costumam ocupar o centro. Você tende a perceber o que o outro sente e a cuidar de um jeito pessoal, como uma mensagem escrita na hora certa. Amigos costumam procurar você para as conversas sérias. O que dói é que os dois lados sentem muito e querem ser notados; quando isso não acontece, a mágoa pode ficar guardada. Tente dizer o que você precisa com todas as letras, em vez de esperar que adivinhem.',
  },
  '2-5': {
    title: 'Cuidado e reflexão',
    text: 'Essa combinação junta dois jeitos opostos: o Prestativo vai na direção das pessoas, e o Investigador precisa de espaço para pensar. Na prática, você pode ser quem explica a matéria com paciência e clareza, mas depois precisa de um tempo longe de todo mundo. Dar muito e depois sumir pode confundir os amigos. Avise quando precisar de um tempo e marque na semana um horário só seu.',
  },
  '2-6': {
    title: 'Lealdade e entrega',
    text: 'Quando Prestativo e Leal se juntam, a amizade costuma ser levada muito a sério. Você tende a estar presente nos momentos difíceis, cumprir o que promete e proteger quem ama. Em casa, na escola e no trabalho, as pessoas sabem com quem contar. Mas os dois lados têm dificuldade de dizer “não” e podem ficar tempo demais em grupos que já não fazem bem. Treine um “não” gentil em pedidos pequenos e veja que, muitas vezes, a amizade continua.',
  },
  '2-7': {
    title: 'Alegria e afeto',
    text: 'Prestativo e Entusiasta costumam formar uma mistura muito sociável. Você tende a puxar conversa com o colega novo, animar a roda e fazer todo mundo se sentir bem-vindo. Isso ajuda a unir turmas, times e equipes. O risco é dizer “sim” para tudo: os dois lados gostam de agradar e de participar, e a agenda estoura. Antes de aceitar um convite ou um favor, olhe a sua semana e deixe espaços vazios de propósito.',
  },
  '2-8': {
    title: 'Força e carinho',
    text: 'Aqui, cuidado e força andam juntos: o Prestativo e o Desafiador costumam se unir para proteger. Você tende a defender quem está sendo deixado de lado e a resolver o problema de quem você ama. Colegas costumam sentir que têm você por perto quando a coisa aperta. O que costuma faltar é pedir: os dois lados preferem dar apoio, o cansaço fica escondido, e a ajuda às vezes vira decidir pelo outro. Antes de agir, pergunte: “você quer ajuda ou só quer desabafar?”.',
  },
  '2-9': {
    title: 'Acolhimento e paz',
    text: 'Prestativo e Pacificador juntos costumam criar um jeito gentil e acolhedor de estar com as pessoas. Você tende a escutar sem julgar, e muita gente se sente à vontade para se abrir com você. Em grupos, isso ajuda a baixar a tensão e a incluir quem está de fora. O que costuma ficar para trás são as suas vontades, porque os dois lados põem os outros em primeiro lugar. Treine dizer uma preferência por dia, como a escolha do filme ou do lanche.',
  },
  '3-4': {
    title: 'Ambição e estilo',
    text: 'Chegar longe, mas do seu jeito: é isso que Realizador e Individualista costumam buscar juntos. Você tende a caprichar na apresentação, criar um estilo próprio e querer que o seu trabalho seja notado. Isso ajuda em projetos criativos, em comunicação e em tudo que pede ideia e entrega. O ponto difícil é a comparação: um lado mede o sucesso, o outro sente o que falta. Antes de abraçar uma meta, pergunte se ela é sua ou se é do aplauso.',
  },
  '3-5': {
    title: 'Foco e conhecimento',
    text: 'Competência costuma ser a palavra-chave quando Realizador e Investigador aparecem juntos. Você pode ser quem estuda por conta própria para uma olimpíada de Matemática ou aprende um assunto novo em poucos dias. Isso tende a render bons resultados na escola e, mais tarde, em áreas técnicas. A armadilha é que os dois lados medem o seu valor pelo que você sabe e faz, e o descanso fica para depois. Depois de uma conquista, conte a alguém como você se sentiu, e não só o que fez.',
  },
  '3-6': {
    title: 'Metas e prudência',
    text: 'Quando Realizador e Leal se encontram, as metas costumam vir com um plano B. Você tende a trabalhar duro, cuidar da equipe e se preparar bem antes de uma prova ou de uma entrevista. No trabalho, isso dá resultados com menos sustos. Mas há um puxão: um lado quer arriscar e crescer, o outro quer segurança, e o medo de falhar pode pesar em dobro. Depois de um erro, anote o que aprendeu e o próximo passo, em vez de só se cobrar.',
  },
  '3-7': {
    title: 'Energia e metas',
    text: 'Energia costuma sobrar na mistura de Realizador e Entusiasta. Você tende a ter ideias, convencer o grupo e pôr o plano em prática rápido, seja numa feira de ciências ou num projeto da turma. Os dois lados se adaptam bem a mudanças e gostam de movimento. O risco é abrir frentes demais, pular detalhes e passar por cima do cansaço e das frustrações. Escolha um projeto para terminar antes de começar o próximo e anote os riscos junto com as ideias.',
  },
  '3-8': {
    title: 'Comando e garra',
    text: 'Na turma, a mistura de Realizador e Desafiador tende a levar você para a frente. Você costuma decidir rápido, assumir o comando e não desistir diante de um obstáculo. Num trabalho em grupo ou num time, isso destrava muita coisa. O risco é a competição passar do ponto: atropelar colegas, esconder o cansaço e levar cada derrota para o lado pessoal. De vez em quando, deixe outra pessoa coordenar e apoie do seu lugar.',
  },
  '3-9': {
    title: 'Ritmo e equilíbrio',
    text: 'À primeira vista, Realizador e Pacificador puxam para lados opostos: um acelera, o outro desacelera. Juntos, costumam dar um jeito calmo de fazer as coisas, sem brigar e sem pisar em ninguém. Você tende a se dar bem em equipe e a cumprir metas sem drama. Onde costuma travar: os dois lados se adaptam ao que os outros esperam, e as suas próprias metas podem ficar em segundo plano. Escreva uma meta que seja sua e divida em passos pequenos para esta semana.',
  },
  '4-5': {
    title: 'Mundo interior e ideias',
    text: 'Muitas perguntas e um mundo interior rico: assim costuma ser a mistura de Individualista e Investigador. Você tende a se interessar por assuntos que quase ninguém conhece e a ver ligações que passam batido. Isso pode render textos, desenhos, pesquisas ou ideias bem originais. O desafio é que os dois lados guardam muito para si e podem achar que ninguém vai entender. Mostre um trabalho seu a uma pessoa de confiança ou entre num clube ou grupo da escola.',
  },
  '4-6': {
    title: 'Emoção e lealdade',
    text: 'Na mistura de Individualista e Leal, você tende a sentir as coisas com força e a ser fiel a poucos amigos de verdade. Você percebe o clima do grupo e costuma defender quem ama, e os amigos sentem que podem contar com você. Às vezes, a dúvida e a emoção se alimentam: uma preocupação vira tristeza, e a tristeza traz mais dúvida. Quando isso acontecer, escreva o que sente, escolha um passo prático e converse com alguém de confiança.',
  },
  '4-7': {
    title: 'Criação e alegria',
    text: 'Ideias não costumam faltar quando Individualista e Entusiasta aparecem juntos. Você tende a criar com alegria e a inventar coisas novas, como um vídeo, uma música ou um projeto da turma. Os dois lados fogem da rotina, e isso traz frescor ao grupo. O ponto difícil é o sobe e desce: dias de muita empolgação, dias de pouca energia e vários projetos pela metade. Escolha um projeto pequeno por mês e leve até o fim, mesmo que não fique perfeito.',
  },
  '4-8': {
    title: 'Paixão e coragem',
    text: 'Intensidade costuma ser a marca quando Individualista e Desafiador aparecem juntos. Você tende a dizer o que pensa, não seguir a turma só por seguir e defender com paixão o que acha justo. Isso dá coragem para ser diferente e para falar quando algo está errado. O risco é que sentimentos fortes saiam como raiva, e que uma mágoa feche você por completo. Quando uma crítica doer, espere algumas horas antes de responder e fale com calma sobre o que sentiu.',
  },
  '4-9': {
    title: 'Sonho e calma',
    text: 'Com Individualista e Pacificador, você tende a ter uma imaginação rica e um jeito gentil de aceitar as pessoas como elas são. Muitos amigos se sentem ouvidos com você, e isso também aparece em trabalhos criativos. A parte difícil é viver mais no mundo de dentro: sonhar muito, adiar o começo e não dizer o que quer. Use a regra dos cinco minutos: comece uma tarefa por só cinco minutos e veja o que acontece.',
  },
  '5-6': {
    title: 'Estudo e preparo',
    text: 'Antes de qualquer passo, a mistura de Investigador e Leal costuma pedir preparo. Você tende a pesquisar, pensar nos riscos e ter um plano antes de agir. Isso ajuda em provas, em trabalhos técnicos e em qualquer situação que pede cuidado. Só que os dois lados pedem mais certeza, um com mais informação e o outro com mais segurança, e a decisão pode atrasar. Marque um prazo para pesquisar e, quando ele acabar, dê o primeiro passo com o que você já sabe.',
  },
  '5-7': {
    title: 'Ideias e descobertas',
    text: 'Curiosidade é o ponto comum entre Investigador e Entusiasta. Um lado quer ir fundo, o outro quer ver de tudo um pouco, e juntos costumam render muitas ideias e ligações novas. Você pode ser quem aprende um assunto por conta própria e depois explica de um jeito divertido. O que atrapalha é pular de tema em tema, ou se perder num só, e deixar de lado as emoções e as tarefas chatas. Escolha um assunto para estudar a fundo neste mês e mostre o resultado a alguém.',
  },
  '5-8': {
    title: 'Lógica e firmeza',
    text: 'Liberdade costuma valer muito na combinação de Investigador e Desafiador. Você tende a pensar com cuidado, tirar a sua conclusão e defender essa ideia com firmeza. Isso ajuda a resolver problemas difíceis e a não aceitar qualquer resposta. Ao mesmo tempo, os dois lados escondem o que sentem e podem passar uma imagem fria ou dura. Peça ajuda em algo concreto nesta semana e explique o que pensa com calma, sem pressa de ganhar a discussão.',
  },
  '5-9': {
    title: 'Observação e calma',
    text: 'Uma calma de quem observa costuma marcar a mistura de Investigador e Pacificador. Você tende a escutar mais do que falar, pensar antes de agir e não entrar em brigas sem motivo. Em grupo, isso ajuda a olhar um problema com clareza e sem drama. O ponto difícil é que os dois lados se recolhem: as suas ideias ficam guardadas, e os outros podem achar que falta interesse. Tente dizer pelo menos uma ideia por semana na aula ou numa reunião.',
  },
  '6-7': {
    title: 'Cautela e alegria',
    text: 'Na combinação de Leal e Entusiasta, o cuidado e o bom humor costumam andar juntos. Você pode ser quem combina o encontro da turma, pensa em tudo que pode dar errado e ainda anima todo mundo. Isso ajuda a manter um grupo unido e seguro. O que costuma atrapalhar é o vaivém: quando a preocupação aperta, a vontade é buscar uma distração em vez de encarar o problema. Escreva a preocupação, pense em um passo prático e só depois vá para a parte divertida.',
  },
  '6-8': {
    title: 'Proteção e coragem',
    text: 'Proteger os seus costuma ser prioridade quando Leal e Desafiador se juntam. Você tende a ficar do lado dos amigos, enfrentar quem trata alguém mal e manter a firmeza numa crise. No trabalho, isso costuma fazer de você alguém em quem a equipe confia. Já a desconfiança pede atenção: os dois lados reagem forte quando sentem ameaça, e atritos com chefes ou professores podem crescer. Antes de confrontar alguém, confira os fatos e tente conversar em particular.',
  },
  '6-9': {
    title: 'Cuidado e calma',
    text: 'Quem junta Leal e Pacificador costuma ser a pessoa que o grupo procura quando precisa de firmeza sem briga. Você pensa no que pode dar errado e, ao mesmo tempo, quer manter a paz. Isso tende a fazer de você alguém confiável e de boa convivência. O ponto difícil é que os dois lados evitam o conflito: você pode guardar uma preocupação para não criar um clima ruim. Falar cedo, com calma, costuma resolver mais do que esperar.',
  },
  '7-8': {
    title: 'Ação e ousadia',
    text: 'Muita energia e pouca paciência com o tédio costumam marcar a mistura de Entusiasta e Desafiador. Você tende a ir atrás do que quer, topar desafios e puxar o grupo para a ação. Isso ajuda a tirar projetos do papel e a resolver problemas na hora. O risco é o excesso: decidir rápido demais, passar por cima dos outros e não aceitar limites. Antes de uma decisão grande, espere um dia e peça a opinião de alguém do grupo.',
  },
  '7-9': {
    title: 'Leveza e harmonia',
    text: 'Entusiasta e Pacificador juntos costumam deixar o ambiente mais leve. Você tende a fazer amizade com facilidade, usar o bom humor para acalmar a turma e se adaptar a quase tudo. Isso ajuda em grupos, em trabalhos com público e em casa. O problema é que os dois lados fogem do que é chato ou tenso, e tarefas e conversas difíceis vão ficando para depois. Escolha a tarefa que você está adiando e faça primeiro, antes de abrir o celular.',
  },
  '8-9': {
    title: 'Força e calma',
    text: 'Calma por fora e força por dentro: é assim que a mistura de Desafiador e Pacificador costuma aparecer. Você tende a demorar para se irritar, mas, quando algo importa, sabe se impor. Isso pode dar ao grupo uma liderança tranquila, que protege sem criar drama. Um lado quer enfrentar, o outro quer evitar, e a raiva pode ficar guardada até sair de uma vez ou virar teimosia. Quando algo incomodar, fale cedo e em tom baixo, antes que o assunto cresça.',
  },
};

/**
 * The 18 wings: when the profile shown second is a neighbour of the first on
 * the Enneagram circle, one sentence on what that neighbour adds. Keyed
 * "first-second", in that order.
 */
export const WINGS: Readonly<Partial<Record<PairKey, string>>> = {
  '1-2': 'O Prestativo põe calor no Perfeccionista: você quer fazer certo e também quer que isso ajude alguém.',
  '1-9': 'O Pacificador traz calma ao Perfeccionista: você quer o certo, mas tem paciência e ouve os dois lados antes de falar.',
  '2-1': 'O Perfeccionista dá ao Prestativo um senso de dever: você ajuda com capricho, cumpre o que promete e cuida do jeito certo.',
  '2-3': 'O Realizador dá mais pique ao Prestativo: você cuida das pessoas e gosta de ver o fruto do que faz.',
  '3-2': 'O Prestativo deixa o Realizador mais perto das pessoas: você vai atrás das metas e gosta de ver o grupo crescer junto.',
  '3-4': 'O Individualista traz ao Realizador a busca por sentido: você quer chegar longe, mas com algo que tenha a sua cara.',
  '4-3': 'Ao lado do Individualista, o Realizador traz ação: você quer mostrar o que cria e costuma levar as ideias até o fim.',
  '4-5': 'O Investigador traz ao Individualista o gosto por pensar: você sente fundo e quer saber o porquê das coisas.',
  '5-4': 'O Individualista dá ao Investigador um toque de arte: você gosta da lógica, mas quer que o que faz tenha alma e a sua cara.',
  '5-6': 'Ao lado do Investigador, o Leal traz senso prático: você gosta de entender a fundo e também de usar o que sabe com a equipe.',
  '6-5': 'O Investigador dá ao Leal um olhar de quem pesquisa: antes de confiar, você estuda o assunto e busca os fatos.',
  '6-7': 'Ao lado do Leal, o Entusiasta traz leveza: você se prepara para os riscos, mas também sabe ver o lado bom e animar o grupo.',
  '7-6': 'O Leal dá ao Entusiasta mais pé no chão: você busca novidade, mas também cuida dos amigos e cumpre os combinados.',
  '7-8': 'Com o Desafiador por perto, o Entusiasta ganha firmeza: você vai atrás do que quer e não tem medo de tomar a frente.',
  '8-7': 'O Entusiasta dá mais pique ao Desafiador: você toma a frente com ousadia e gosta de viver coisas novas com a turma.',
  '8-9': 'Com o Pacificador, a força do Desafiador ganha calma: você ouve mais e pensa bem antes de decidir.',
  '9-8': 'O Desafiador dá mais firmeza ao Pacificador: você quer paz, mas sabe se impor quando algo é sério.',
  '9-1': 'O Perfeccionista traz ao Pacificador um senso de certo e errado: você mantém a calma, mas defende com jeito o que é justo.',
};
