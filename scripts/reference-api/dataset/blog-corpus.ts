// Original patient-education text written for the reference dataset; general information only, not medical advice.

/** One content block of an article. P: a paragraph. L: a numbered list, items joined by '|'. S: a smaller sub-heading line. */
export interface CorpusBlock {
  readonly type: 'P' | 'L' | 'S';
  readonly text: string;
}
/** A group of blocks shown under one heading of the article. */
export interface CorpusGroup {
  readonly heading: string;
  readonly blocks: readonly CorpusBlock[];
}
export interface CorpusArticle {
  readonly heading: string; // the article title, Title Case, 4-10 words
  readonly description: string; // one or two sentences, 20-40 words, used on cards and as meta description
  readonly specialities: readonly string[]; // speciality names this article is relevant to
  readonly groups: readonly CorpusGroup[];
}
export interface CorpusSection {
  readonly heading: string;
  readonly articles: readonly CorpusArticle[];
}

/** A paragraph block. */
const p = (text: string): CorpusBlock => ({ type: 'P', text });
/** A sub-heading block; always followed by a paragraph. */
const s = (text: string): CorpusBlock => ({ type: 'S', text });
/** A numbered list block; the items are joined with '|', so no item may contain that character. */
const l = (...items: readonly string[]): CorpusBlock => ({ type: 'L', text: items.join('|') });

export const blogCorpus: readonly CorpusSection[] = [
  {
    heading: 'Blogs About ADHD Cycle',
    articles: [
      {
        heading: 'Understanding ADHD in Children and Teens',
        description:
          'Attention-deficit/hyperactivity disorder is one of the most common childhood conditions. Learn how it shows up at home and school and how families can get a clear evaluation and support.',
        specialities: ['Pediatrics', 'Psychiatrists', 'Psychologists'],
        groups: [
          {
            heading: 'What ADHD Is',
            blocks: [
              p(
                'Attention-deficit/hyperactivity disorder, usually called ADHD, is a neurodevelopmental condition that affects how the brain manages attention, activity level, and impulse control. It is one of the most commonly diagnosed conditions in childhood, and symptoms often become noticeable when a child starts school and faces more demands on focus and self-control. ADHD is not caused by poor parenting, too much sugar, or a lack of intelligence. Research points to a strong genetic component, along with differences in brain development and, in some cases, factors such as premature birth or exposure to tobacco or alcohol before birth.',
              ),
              p(
                'Every child is sometimes restless, distracted, or impatient. What sets ADHD apart is that the behaviors are persistent, appear in more than one setting, such as home and school, and are strong enough to interfere with learning, friendships, or family life. Clinicians generally look for symptoms that have been present for at least six months and that began before age 12.',
              ),
            ],
          },
          {
            heading: 'Three Common Presentations',
            blocks: [
              l(
                'Predominantly inattentive: trouble sustaining focus, following instructions, and staying organized',
                'Predominantly hyperactive-impulsive: fidgeting, difficulty staying seated, and interrupting others',
                'Combined presentation: a mix of inattentive and hyperactive-impulsive symptoms',
                'Symptoms can shift over time, especially as children move into adolescence',
                'Inattentive symptoms are easier to overlook, particularly in girls',
              ),
              p(
                'In teenagers, obvious hyperactivity often fades, but inner restlessness, disorganization, missed deadlines, and risk-taking may become more prominent. Teens with ADHD may also have a harder time with driving safety, time management, and managing schoolwork independently, so ongoing support remains important even if a child seemed to outgrow the most visible symptoms.',
              ),
            ],
          },
          {
            heading: 'Getting Help',
            blocks: [
              s('When to Ask for an Evaluation'),
              p(
                "If a teacher raises concerns, or if you notice that your child's attention or behavior is consistently causing problems, start with your pediatrician or family doctor. They can screen for ADHD, check vision and hearing, ask about sleep, and gather rating scales from parents and teachers. Some children are referred to a child psychologist or psychiatrist for a more detailed assessment, especially when anxiety, learning differences, or mood concerns may also be present.",
              ),
              p(
                "Treatment is usually tailored to the child's age. For preschoolers, parent training in behavior management is typically recommended first. For school-age children and teens, a combination of behavioral strategies, school accommodations, and, when appropriate, medication tends to work best. With the right support, children with ADHD can do well in school, build strong relationships, and develop their many strengths.",
              ),
            ],
          },
        ],
      },
      {
        heading: 'Recognizing ADHD Symptoms in Adults',
        description:
          'ADHD does not always end in childhood. Many adults live with undiagnosed symptoms that affect work, relationships, and daily life. Here is what adult ADHD can look like and how to get evaluated.',
        specialities: ['Psychiatrists', 'Psychologists'],
        groups: [
          {
            heading: 'ADHD Beyond Childhood',
            blocks: [
              p(
                'ADHD was once thought of as a childhood condition that people simply outgrew. We now know that symptoms continue into adulthood for many people, although they often look different than they did in elementary school. Some adults were never diagnosed as children, particularly if they had mostly inattentive symptoms, performed well in a structured environment, or developed coping strategies that masked their difficulties until the demands of work, college, or parenting increased.',
              ),
              p(
                'In adults, hyperactivity may show up as an inner feeling of restlessness rather than running or climbing. Impulsivity can look like interrupting in meetings, making quick decisions about money, or changing jobs frequently. Inattention often appears as chronic lateness, lost items, unfinished projects, and trouble keeping up with paperwork and bills.',
              ),
            ],
          },
          {
            heading: 'Common Signs in Adults',
            blocks: [
              l(
                'Difficulty starting or finishing tasks, especially tedious ones',
                'Frequently losing keys, phones, or important documents',
                'Underestimating how long things will take',
                'Feeling easily bored or mentally restless',
                'Forgetting appointments and commitments',
                'Intense focus on interesting tasks while other duties slip',
              ),
              p(
                'Many of these experiences are common from time to time. ADHD becomes a consideration when they are long-standing, trace back to childhood, and cause real problems in more than one area of life. It is also worth knowing that depression, anxiety, sleep disorders, thyroid problems, and substance use can cause similar symptoms, which is why a careful evaluation matters.',
              ),
            ],
          },
          {
            heading: 'Evaluation and Treatment',
            blocks: [
              s('What an Adult Assessment Involves'),
              p(
                'An evaluation for adult ADHD is usually done by a psychiatrist, psychologist, or a primary care clinician with experience in the condition. It typically includes a detailed interview about current symptoms and childhood history, standardized rating scales, and sometimes input from a partner or family member. Old school report cards can be surprisingly helpful. The clinician will also screen for other conditions that commonly occur alongside ADHD.',
              ),
              p(
                'Treatment options include medication, coaching, and cognitive behavioral therapy adapted for ADHD, which focuses on practical skills such as planning, prioritizing, and managing procrastination. Many adults describe a diagnosis as a relief because it offers an explanation for years of struggle and a path toward strategies that fit the way their brain works. If you recognize yourself in this description, consider bringing it up at your next checkup.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Is It ADHD or Something Else?',
        description:
          'Trouble focusing can have many causes besides ADHD. Learn about the conditions that can look similar and why a thorough evaluation helps children and adults get the right kind of help.',
        specialities: ['Psychologists', 'Pediatrics', 'Sleep Medicine'],
        groups: [
          {
            heading: 'Why Symptoms Overlap',
            blocks: [
              p(
                'Attention is a fragile skill. It can be thrown off by poor sleep, worry, sadness, hunger, hearing problems, or a learning difficulty, as well as by ADHD. Because inattention and restlessness are such general symptoms, clinicians are careful not to jump to conclusions. A child who cannot sit still in class might have ADHD, but that same behavior could also reflect anxiety, a reading disorder that makes lessons frustrating, or exhaustion from a sleep problem.',
              ),
              p(
                'It is also common for ADHD to occur together with other conditions. Many children with ADHD also have at least one other diagnosis, such as a learning disability, anxiety, or a behavior disorder. Sorting out what is happening is not about choosing a single label; it is about understanding the full picture so treatment can address each need.',
              ),
            ],
          },
          {
            heading: 'Conditions That Can Look Like ADHD',
            blocks: [
              l(
                'Anxiety disorders, which can cause restlessness and distracted thinking',
                'Depression, which can slow thinking and reduce motivation',
                'Learning disabilities such as dyslexia',
                'Sleep problems, including obstructive sleep apnea and insufficient sleep',
                'Hearing or vision problems',
                'Thyroid conditions or side effects of certain medicines',
                'Stressful life events or trauma',
              ),
              p(
                'Sleep deserves special attention. Children who snore loudly, breathe through their mouths at night, or are difficult to wake may have sleep-disordered breathing, and tired children often become more hyperactive rather than sleepy. Treating a sleep problem can sometimes improve daytime attention significantly. In adults, untreated sleep apnea can cause foggy thinking that closely resembles inattention.',
              ),
            ],
          },
          {
            heading: 'Getting a Clear Answer',
            blocks: [
              s('Questions a Clinician May Ask'),
              p(
                'Expect questions about when the symptoms started, whether they happen in every setting or only in certain situations, how sleep and mood have been, and whether there is a family history of ADHD, learning problems, or mental health conditions. Teachers may be asked to fill out rating forms, and some children benefit from psychological or educational testing to check for learning differences.',
              ),
              p(
                "If you are unsure whether your child's or your own attention difficulties point to ADHD, a good first step is a visit with a pediatrician, family physician, or psychologist. Bring notes about specific examples, school reports, and any concerns from other caregivers. A thoughtful evaluation takes time, but it leads to a plan that fits the real cause.",
              ),
            ],
          },
        ],
      },
      {
        heading: 'How ADHD Is Diagnosed and Treated',
        description:
          'There is no single blood test or brain scan for ADHD. Here is how clinicians reach a diagnosis and what the main treatment options look like for children and adults.',
        specialities: ['Psychiatrists', 'Psychologists', 'Family Medicine'],
        groups: [
          {
            heading: 'Making the Diagnosis',
            blocks: [
              p(
                'ADHD is diagnosed through a careful clinical evaluation rather than a laboratory test. Clinicians use criteria from the Diagnostic and Statistical Manual of Mental Disorders, known as the DSM-5, which describes specific symptoms of inattention and hyperactivity-impulsivity. To meet the criteria, several symptoms must have been present before age 12, must show up in two or more settings, and must clearly interfere with functioning at school, work, or home.',
              ),
              p(
                "Information usually comes from several sources. For children, that means parents, teachers, and sometimes coaches or other caregivers. For adults, it can include a partner, a close friend, or family members who knew the person as a child. Standardized questionnaires help compare a person's symptoms with those of others the same age, and a physical exam helps rule out medical causes.",
              ),
            ],
          },
          {
            heading: 'Main Treatment Approaches',
            blocks: [
              l(
                'Behavioral parent training, especially for young children',
                'Classroom supports such as extra time, preferential seating, and written instructions',
                'Stimulant medications, which are among the most studied treatments for ADHD',
                'Non-stimulant medications for people who cannot take or do not respond to stimulants',
                'Cognitive behavioral therapy and skills coaching for teens and adults',
              ),
              p(
                'Medication does not cure ADHD, but it can reduce core symptoms for many people while it is active. Side effects can include reduced appetite, trouble sleeping, headaches, or stomachaches, and clinicians typically start with a low dose and adjust gradually. Regular follow-up visits are used to check growth in children, blood pressure, heart rate, and how well the treatment is working.',
              ),
            ],
          },
          {
            heading: 'Long-Term Success',
            blocks: [
              s('Treatment Works Best as a Team'),
              p(
                "The most effective plans combine several approaches and involve the people in a person's daily life. For children, that means coordination between families, schools, and the care team. In the United States, students may qualify for support through a 504 plan or an individualized education program. For adults, workplace adjustments, calendars, reminder systems, and therapy can make a real difference.",
              ),
              p(
                "ADHD needs change over time, so treatment plans should be reviewed regularly. Transitions such as starting middle school, going to college, or beginning a new job are good moments to check in with your clinician. If side effects appear or symptoms return, don't stop or change a medication on your own; talk with the prescribing clinician about safe adjustments.",
              ),
            ],
          },
        ],
      },
      {
        heading: 'Daily Routines That Help Children With ADHD',
        description:
          'Predictable routines, clear expectations, and positive feedback can make everyday life easier for children with ADHD and their families. These practical strategies work at home, at school, and at bedtime.',
        specialities: ['Pediatrics', 'Psychologists'],
        groups: [
          {
            heading: 'Why Structure Helps',
            blocks: [
              p(
                "Children with ADHD often struggle with executive function, the set of mental skills that help us plan, remember steps, shift between tasks, and manage time. A predictable daily routine takes some of that load off a child's brain. When the order of the morning or the evening is the same each day, a child spends less energy figuring out what comes next and more energy actually doing it, which can reduce conflict for the whole family.",
              ),
              p(
                'Routines work best when they are simple, visible, and consistent. Younger children may benefit from picture charts, while older kids can use checklists or phone reminders. Try to involve your child in creating the routine so they feel ownership, and expect to adjust it as you learn what works. Small changes are easier to stick with than a complete overhaul.',
              ),
            ],
          },
          {
            heading: 'Building a Better Routine',
            blocks: [
              l(
                'Keep wake-up, meal, homework, and bedtime at similar times each day',
                'Break big tasks into small, specific steps',
                'Use timers to show how much time is left for an activity',
                'Prepare backpacks and clothes the night before',
                'Give one instruction at a time and ask your child to repeat it',
                'Build in movement breaks during homework',
              ),
              p(
                'Homework time often goes more smoothly in a quiet spot with few distractions and all supplies within reach. Short work periods followed by brief breaks tend to be more productive than one long session. Check in regularly rather than waiting until the end, and offer specific praise when your child stays on task.',
              ),
            ],
          },
          {
            heading: 'Encouragement and Rest',
            blocks: [
              s('The Power of Positive Feedback'),
              p(
                'Children with ADHD often hear more corrections than compliments. Noticing and naming good behavior, such as "You started your reading right away, nice job," helps build motivation and self-esteem. Some families use simple reward systems where a child earns points toward a privilege. Consequences for misbehavior should be calm, predictable, and immediate rather than harsh or delayed.',
              ),
              s("Protecting Your Child's Sleep"),
              p(
                'Many children with ADHD have trouble settling down at night, and too little sleep can make attention and mood worse. A consistent bedtime routine, a dark and quiet bedroom, and turning off screens about an hour before bed can help. If your child snores, has trouble falling asleep most nights, or seems exhausted despite enough time in bed, talk with your pediatrician.',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    heading: 'Blogs About Mental Health',
    articles: [
      {
        heading: 'Recognizing the Early Signs of Depression',
        description:
          'Depression is more than feeling sad for a day or two. Learn the common early signs, how depression differs from ordinary low moods, and when to reach out for professional help.',
        specialities: ['Psychiatrists', 'Psychologists', 'Family Medicine'],
        groups: [
          {
            heading: 'More Than a Bad Mood',
            blocks: [
              p(
                'Everyone has days when they feel down, tired, or unmotivated. Depression is different. It is a common and treatable medical condition that affects mood, thinking, sleep, appetite, and energy for weeks at a time. Clinicians generally consider a diagnosis of major depression when several symptoms last most of the day, nearly every day, for at least two weeks and interfere with daily life.',
              ),
              p(
                'Depression can affect anyone, regardless of age, background, or success. It often develops gradually, which makes it easy to dismiss early changes as stress or a busy season. Friends and family sometimes notice the shift before the person experiencing it does, such as pulling away from activities or seeming unusually irritable. Recognizing the signs early can lead to faster relief.',
              ),
            ],
          },
          {
            heading: 'Common Early Signs',
            blocks: [
              l(
                'Persistent sadness, emptiness, or hopelessness',
                'Loss of interest in hobbies or activities that used to be enjoyable',
                'Changes in sleep, such as insomnia or sleeping much more than usual',
                'Changes in appetite or weight',
                'Fatigue and low energy',
                'Difficulty concentrating or making decisions',
                'Feelings of worthlessness or excessive guilt',
              ),
              p(
                'Depression can also show up in less obvious ways. Some people notice more physical symptoms, such as headaches, stomach problems, or aches without a clear cause. Others, especially men and teenagers, may seem more angry or irritable than sad. In older adults, depression is sometimes mistaken for normal aging or memory problems.',
              ),
            ],
          },
          {
            heading: 'Getting Support',
            blocks: [
              s('When to Reach Out'),
              p(
                'If low mood or loss of interest has lasted two weeks or more, or if it is affecting your work, relationships, or ability to care for yourself, make an appointment with your primary care clinician or a mental health professional. Treatment options include psychotherapy, such as cognitive behavioral therapy, medication, or a combination of both. Most people improve with treatment, though it can take several weeks to feel the full benefit.',
              ),
              s('If You Are in Crisis'),
              p(
                "If you are having thoughts of harming yourself or feel you can't stay safe, get help right away. In the United States, you can call or text 988 to reach the Suicide and Crisis Lifeline at any time, or call 911 or go to the nearest emergency department. Reaching out is a sign of strength, not weakness.",
              ),
            ],
          },
        ],
      },
      {
        heading: 'Managing Everyday Anxiety With Practical Tools',
        description:
          'Some anxiety is a normal part of life, but constant worry can wear you down. These evidence-based techniques can help calm your body and mind, plus signs it is time to seek help.',
        specialities: ['Psychologists', 'Psychiatrists'],
        groups: [
          {
            heading: 'Understanding Anxiety',
            blocks: [
              p(
                `Anxiety is the body's natural alarm system. When you face a threat or a challenge, your nervous system triggers the so-called "fight or flight" response: your heart beats faster, your breathing quickens, and your muscles tense. In short bursts, this response can sharpen your focus before a test or help you react to danger. Problems arise when the alarm goes off too often, too strongly, or in situations that are not actually dangerous.`,
              ),
              p(
                'Anxiety disorders are among the most common mental health conditions in the United States. They include generalized anxiety disorder, panic disorder, social anxiety disorder, and specific phobias. Whether your anxiety is occasional or more persistent, learning a few practical skills can make it more manageable and help you feel more in control of your day.',
              ),
            ],
          },
          {
            heading: 'Tools You Can Try Today',
            blocks: [
              l(
                'Slow breathing, such as inhaling for four counts and exhaling for six',
                'Grounding by naming five things you can see and four things you can hear',
                'Regular physical activity, even a brisk daily walk',
                'Limiting caffeine and alcohol, which can worsen anxiety',
                'Setting aside a short daily worry time instead of worrying all day',
                'Keeping a consistent sleep schedule',
              ),
              p(
                'Slow breathing works because a longer exhale activates the parasympathetic nervous system, which helps counter the stress response. Practicing these tools when you are calm makes them easier to use when anxiety rises. Like any skill, they become more effective with repetition. Even five minutes of practice a day can help.',
              ),
            ],
          },
          {
            heading: 'Professional Help',
            blocks: [
              s('Signs Anxiety Needs More Attention'),
              p(
                'Consider talking with a clinician if worry feels hard to control most days, if you avoid places or activities because of fear, if you have sudden episodes of intense panic, or if anxiety is affecting sleep, work, or relationships. Physical symptoms such as chest pain or a racing heart should be checked by a medical provider, since they can have other causes.',
              ),
              p(
                'Cognitive behavioral therapy is one of the most effective treatments for anxiety disorders. It teaches people to notice anxious thoughts, test them against evidence, and gradually face feared situations in a safe, step-by-step way. Some people also benefit from medication prescribed by a psychiatrist or primary care clinician. Many people find that a combination of therapy and self-care brings lasting improvement.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'How Sleep Affects Your Mood and Mental Health',
        description:
          'Sleep and mental health are closely linked. Poor sleep can worsen anxiety and depression, and emotional stress can disrupt sleep. Learn how to break the cycle and rest better.',
        specialities: ['Sleep Medicine', 'Psychiatrists', 'Psychologists'],
        groups: [
          {
            heading: 'A Two-Way Relationship',
            blocks: [
              p(
                'Most people know how irritable and foggy they feel after a bad night. Over time, ongoing sleep problems can do more than spoil a mood. Chronic insomnia is associated with a higher risk of developing depression and anxiety, and people living with these conditions very often have trouble sleeping. In other words, sleep and mental health influence each other in both directions.',
              ),
              p(
                'During sleep, the brain processes emotional experiences and consolidates memories. When sleep is short or fragmented, the brain regions involved in emotional reactions tend to become more reactive, while the areas that help with reasoning and self-control work less efficiently. That can make everyday frustrations feel bigger and harder to manage. This is one reason improving sleep is often part of treatment plans for depression and anxiety.',
              ),
            ],
          },
          {
            heading: 'Habits That Support Restful Sleep',
            blocks: [
              l(
                'Wake up at the same time every day, including weekends',
                'Get bright light, ideally outdoor daylight, in the morning',
                'Avoid caffeine in the afternoon and evening',
                'Keep the bedroom cool, dark, and quiet',
                'Put screens away at least 30 minutes before bed',
                'If you cannot fall asleep after about 20 minutes, get up and do something calm until you feel sleepy',
              ),
              p(
                'Alcohol may help some people fall asleep faster, but it tends to disrupt sleep later in the night and reduce its quality. Long daytime naps can also make it harder to fall asleep at bedtime. Small, consistent changes usually work better than trying to fix everything at once. Keeping a simple sleep diary for a week or two can also reveal patterns worth changing.',
              ),
            ],
          },
          {
            heading: 'When Sleep Problems Persist',
            blocks: [
              s('Treatment Beyond Sleeping Pills'),
              p(
                'If you have trouble falling or staying asleep at least three nights a week for three months or more, you may have chronic insomnia. The recommended first treatment for most adults is cognitive behavioral therapy for insomnia, often called CBT-I. This structured program helps change the thoughts and habits that keep insomnia going and tends to have longer-lasting benefits than sleep medication alone.',
              ),
              p(
                'Talk with a clinician if you snore loudly, stop breathing during sleep, feel very sleepy during the day, or notice that poor sleep is affecting your mood. Conditions such as sleep apnea and restless legs syndrome are treatable, and addressing them can improve both energy and emotional well-being. A sleep medicine specialist can help when problems are complex.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'When Should You Talk to a Therapist?',
        description:
          'You do not need to be in crisis to benefit from therapy. Learn the signs that talking to a mental health professional could help and how to find the right fit for you.',
        specialities: ['Psychologists', 'Family Medicine'],
        groups: [
          {
            heading: 'Therapy Is for Everyone',
            blocks: [
              p(
                'Many people wait until they feel overwhelmed before considering therapy, but it can be helpful at many points in life. Therapists help people work through grief, relationship problems, job stress, major life changes, and long-standing patterns that keep them stuck. Therapy can also treat specific conditions such as depression, anxiety, post-traumatic stress disorder, and eating disorders.',
              ),
              p(
                'Talking with a therapist is different from talking with a friend. A trained professional offers a confidential space, an objective perspective, and proven techniques for changing thoughts, feelings, and behaviors. The goal is not just to vent but to build skills and insight you can use long after therapy ends.',
              ),
            ],
          },
          {
            heading: 'Signs It May Be Time',
            blocks: [
              l(
                'Your feelings are interfering with work, school, or relationships',
                'You are using alcohol, food, or other substances to cope',
                'You have lost interest in things you used to enjoy',
                'You feel stuck after a loss, breakup, or other major change',
                'Friends or family have said they are worried about you',
                'You want to understand yourself better or change a pattern',
              ),
              p(
                "You don't need to check every box. If something is bothering you and you have not been able to resolve it on your own, that alone is a good reason to reach out. Early support can often keep problems from growing and may shorten the time it takes to feel better.",
              ),
            ],
          },
          {
            heading: 'Finding the Right Fit',
            blocks: [
              s('Types of Mental Health Professionals'),
              p(
                'Psychologists, licensed clinical social workers, and licensed counselors provide talk therapy. Psychiatrists are medical doctors who can diagnose mental health conditions and prescribe medication, and some also provide therapy. Your primary care clinician is often a good starting point, since they can screen for common conditions, check for physical causes of symptoms, and recommend a referral.',
              ),
              p(
                'The relationship between you and your therapist is one of the strongest predictors of success, so it is fine to ask questions before you begin. You might ask about their training, their approach, how long treatment usually lasts, and what a typical session looks like. If the first therapist you try does not feel like a good match, trying someone else is completely reasonable.',
              ),
            ],
          },
          {
            heading: 'Getting Started',
            blocks: [
              p(
                'Many insurance plans cover mental health care, and community clinics, university training centers, and employee assistance programs may offer low-cost options. Telehealth has also made therapy more accessible for people with busy schedules or limited local options. Taking the first step can feel hard, but most people find that the hardest part is simply making the first call.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Supporting a Loved One Through a Mental Health Crisis',
        description:
          'Knowing what to say and do when someone you care about is struggling can feel overwhelming. These steps can help you respond with care, stay safe, and connect them to help.',
        specialities: ['Psychiatrists', 'Psychologists'],
        groups: [
          {
            heading: 'Recognizing a Crisis',
            blocks: [
              p(
                "A mental health crisis is any situation in which a person's thoughts, emotions, or behavior put them at risk of harming themselves or others, or prevent them from caring for themselves. It may involve talk of suicide, extreme agitation, confusion, losing touch with reality, or being unable to function. Crises can happen to people with a known mental health condition and to people who have never been diagnosed.",
              ),
              p(
                'Warning signs can include talking about wanting to die or being a burden, giving away belongings, withdrawing from everyone, sudden mood changes, or increased use of alcohol or drugs. Changes in sleep, eating, or personal care can also be signs that someone is struggling. Trust your instincts. If you are worried, it is better to ask and be wrong than to stay silent.',
              ),
            ],
          },
          {
            heading: 'What You Can Do',
            blocks: [
              l(
                'Stay calm and speak in a quiet, steady voice',
                'Listen without judging or arguing',
                'Ask directly whether they are thinking about suicide',
                'Remove access to firearms, medications, and other means of harm if you can do so safely',
                'Help them contact a crisis line, clinician, or emergency services',
                'Stay with them or make sure someone else can',
              ),
              p(
                'Asking someone directly about suicide does not put the idea in their head. Research shows it can actually reduce distress by showing that you are willing to talk about hard things. Let them know you care and that help is available, and avoid promising to keep a secret if their safety is at risk. Afterward, keep checking in over the following days and weeks.',
              ),
            ],
          },
          {
            heading: 'Getting Help Quickly',
            blocks: [
              s('Crisis Resources in the United States'),
              p(
                'You can call or text 988 to reach the Suicide and Crisis Lifeline, which offers free, confidential support around the clock for the person in crisis or for worried family members and friends. If someone is in immediate danger, has made a suicide attempt, or has a medical emergency, call 911 or go to the nearest emergency department.',
              ),
              s('Caring for Yourself, Too'),
              p(
                'Supporting someone through a crisis is emotionally draining. After the immediate danger has passed, encourage your loved one to follow up with a psychiatrist, psychologist, or primary care clinician, and consider finding support for yourself. Family support groups and counseling can help you cope, set healthy boundaries, and learn how to be helpful over the long term.',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    heading: 'Blogs About Heart Health',
    articles: [
      {
        heading: 'Understanding High Blood Pressure and Why It Matters',
        description:
          'High blood pressure often has no symptoms but raises the risk of heart attack, stroke, and kidney disease. Learn what the numbers mean and how to bring them down.',
        specialities: ['Cardiologists', 'Internal Medicine', 'Family Medicine'],
        groups: [
          {
            heading: 'A Condition You Cannot Feel',
            blocks: [
              p(
                'High blood pressure, also called hypertension, means the force of blood pushing against your artery walls is consistently too high. Over time, this extra pressure damages blood vessels and makes the heart work harder. Because most people feel completely normal, hypertension is often called the "silent killer." Nearly half of adults in the United States have high blood pressure, and many do not know it.',
              ),
              p(
                'Left untreated, high blood pressure raises the risk of heart attack, stroke, heart failure, kidney disease, and vision loss. The good news is that it is easy to measure and, in most cases, can be well controlled with lifestyle changes, medication, or both. Regular checks are the only reliable way to know your numbers.',
              ),
            ],
          },
          {
            heading: 'Reading the Numbers',
            blocks: [
              l(
                'Normal: below 120 systolic and below 80 diastolic',
                'Elevated: 120 to 129 systolic and below 80 diastolic',
                'Stage 1 hypertension: 130 to 139 systolic or 80 to 89 diastolic',
                'Stage 2 hypertension: 140 or higher systolic or 90 or higher diastolic',
                'A reading above 180 over 120 needs prompt medical attention',
              ),
              p(
                'The top number, or systolic pressure, measures pressure when the heart beats. The bottom number, or diastolic pressure, measures pressure between beats. A single high reading does not mean you have hypertension; a diagnosis is usually based on several readings taken on different occasions, sometimes with home or 24-hour monitoring. Technique matters: sit quietly for five minutes with your back supported, feet flat, and arm resting at heart level.',
              ),
            ],
          },
          {
            heading: 'Bringing It Down',
            blocks: [
              s('Lifestyle Changes That Help'),
              p(
                'Reducing sodium, eating more vegetables, fruits, and whole grains, staying physically active, limiting alcohol, and reaching a healthy weight can all lower blood pressure. The DASH eating plan, which emphasizes produce, low-fat dairy, beans, nuts, and lean proteins, has been shown in studies to lower blood pressure within weeks. Quitting smoking and managing stress also protect the heart and blood vessels.',
              ),
              p(
                'If lifestyle changes are not enough, your clinician may recommend medication. Many effective and inexpensive options exist, and it may take some adjustments to find the right one. Take medicines as prescribed, even when you feel fine, and consider checking your blood pressure at home with a validated cuff so you and your care team can track progress. Bring your home readings to each appointment.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Warning Signs of a Heart Attack Everyone Should Know',
        description:
          'Recognizing the signs of a heart attack and calling 911 quickly can save heart muscle and lives. Learn the classic symptoms, the less obvious ones, and what to do while help is on the way.',
        specialities: ['Cardiologists', 'Family Medicine'],
        groups: [
          {
            heading: 'What Happens During a Heart Attack',
            blocks: [
              p(
                'A heart attack happens when blood flow to part of the heart muscle is blocked, most often by a blood clot that forms on a ruptured cholesterol plaque in a coronary artery. Without oxygen-rich blood, the affected heart muscle begins to die. The faster blood flow is restored, the more heart muscle can be saved, which is why every minute counts.',
              ),
              p(
                'Some heart attacks are sudden and intense, but many start slowly with mild pain or discomfort. People often wait too long because they are not sure what is happening or do not want to overreact. Emergency teams would much rather evaluate a false alarm than see someone arrive too late for effective treatment.',
              ),
            ],
          },
          {
            heading: 'Common Symptoms',
            blocks: [
              l(
                'Chest pain, pressure, squeezing, or fullness that lasts more than a few minutes or comes and goes',
                'Discomfort in one or both arms, the back, neck, jaw, or stomach',
                'Shortness of breath, with or without chest discomfort',
                'Breaking out in a cold sweat',
                'Nausea, vomiting, or lightheadedness',
                'Unusual fatigue',
              ),
              p(
                'Women, older adults, and people with diabetes are more likely to have symptoms other than classic chest pain, such as shortness of breath, nausea, or back or jaw pain. These symptoms can be easy to dismiss as indigestion or stress, so take any sudden, unexplained change seriously, especially if you have risk factors for heart disease.',
              ),
            ],
          },
          {
            heading: 'Acting Fast',
            blocks: [
              s('What to Do Right Away'),
              p(
                "Call 911 immediately if you think you or someone else may be having a heart attack. Do not drive yourself to the hospital unless there is absolutely no other option. Emergency medical crews can begin treatment on the way, check the heart's rhythm, and alert the hospital so the care team is ready. The dispatcher may advise chewing an aspirin if it is safe for you.",
              ),
              s('Lowering Your Risk'),
              p(
                'Many heart attacks can be prevented. Controlling blood pressure, cholesterol, and blood sugar, not smoking, staying active, and eating a heart-healthy diet all lower risk. Ask your clinician about your personal risk factors and whether additional testing or treatment makes sense for you. If you have already had a heart attack, cardiac rehabilitation programs can help you recover and reduce the chance of another one.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Cholesterol Numbers Explained in Plain Language',
        description:
          'LDL, HDL, triglycerides, and total cholesterol can be confusing. This guide explains what each number means, why it matters for heart health, and how to improve your results.',
        specialities: ['Cardiologists', 'Internal Medicine', 'Nutritionists'],
        groups: [
          {
            heading: 'What Cholesterol Is',
            blocks: [
              p(
                'Cholesterol is a waxy substance your body uses to build cells and make certain hormones and vitamin D. Your liver makes all the cholesterol you need, and more comes from foods such as meat and dairy. Problems arise when too much cholesterol circulates in the blood, where it can build up in artery walls and form plaques that narrow arteries and raise the risk of heart attack and stroke.',
              ),
              p(
                'High cholesterol usually causes no symptoms, so a blood test called a lipid panel is the only way to know your levels. Many adults are advised to have their cholesterol checked every four to six years, and more often if they have risk factors such as diabetes, high blood pressure, or a family history of early heart disease.',
              ),
            ],
          },
          {
            heading: 'The Numbers on Your Report',
            blocks: [
              l(
                'LDL cholesterol: often called bad cholesterol because it contributes to plaque buildup',
                'HDL cholesterol: often called good cholesterol because it helps carry cholesterol away from arteries',
                'Triglycerides: a type of fat linked to excess calories, alcohol, and sugar',
                'Total cholesterol: a combined measure that includes LDL, HDL, and other fractions',
                'Non-HDL cholesterol: total cholesterol minus HDL, another useful marker of risk',
              ),
              p(
                'Target levels depend on your overall risk rather than a single cutoff for everyone. For many healthy adults, an LDL below 100 mg/dL is considered optimal, while people who already have heart disease or diabetes may be given lower targets. Your clinician will interpret your numbers alongside your age, blood pressure, smoking status, and other factors.',
              ),
            ],
          },
          {
            heading: 'Improving Your Numbers',
            blocks: [
              s('Food and Lifestyle Changes'),
              p(
                'Replacing saturated fats found in fatty meats, butter, and full-fat dairy with unsaturated fats from olive oil, nuts, seeds, and fish can help lower LDL. Soluble fiber from oats, beans, lentils, and fruit also helps. Regular aerobic exercise can raise HDL and lower triglycerides, and limiting sugary drinks and alcohol often brings triglycerides down.',
              ),
              p(
                'For some people, especially those with very high LDL, diabetes, or existing heart disease, lifestyle changes alone are not enough. Statins and other cholesterol-lowering medicines are well studied and can significantly reduce the risk of heart attack and stroke. A registered dietitian or nutritionist can help you build a realistic eating plan, and your clinician can help you weigh the benefits of medication.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Sleep, Stress, and Your Heart',
        description:
          'Chronic stress and poor sleep do more than leave you tired. They can raise blood pressure and strain your heart over time. Learn how they affect cardiovascular health and what helps.',
        specialities: ['Cardiologists', 'Sleep Medicine'],
        groups: [
          {
            heading: 'How Stress Affects the Heart',
            blocks: [
              p(
                'When you are stressed, your body releases hormones such as adrenaline and cortisol that raise your heart rate and blood pressure. This is helpful in a short emergency, but when stress becomes constant, those effects can add up. Long-term stress is linked to higher blood pressure, inflammation, and unhealthy coping habits such as smoking, overeating, drinking more alcohol, and skipping exercise, all of which affect heart health.',
              ),
              p(
                'Sudden, intense emotional stress can occasionally trigger a temporary heart condition called stress cardiomyopathy, sometimes known as broken heart syndrome, which causes symptoms similar to a heart attack. Any chest pain or sudden shortness of breath needs emergency evaluation, whatever you think the cause may be. Most people with stress cardiomyopathy recover fully with treatment.',
              ),
            ],
          },
          {
            heading: 'The Role of Sleep',
            blocks: [
              p(
                "During healthy sleep, heart rate and blood pressure naturally dip, giving the cardiovascular system a chance to rest. Adults who regularly sleep fewer than seven hours a night have higher rates of high blood pressure, obesity, and diabetes. The American Heart Association now includes sleep duration in its Life's Essential 8 measures of cardiovascular health.",
              ),
              s('Why Sleep Apnea Matters'),
              p(
                'Obstructive sleep apnea causes repeated pauses in breathing during sleep, which lower oxygen levels and cause surges in blood pressure. It is linked to high blood pressure, atrial fibrillation, heart failure, and stroke. Loud snoring, gasping during sleep, and daytime sleepiness are common signs. A sleep study can diagnose it, and treatments such as CPAP can improve sleep quality.',
              ),
            ],
          },
          {
            heading: 'Heart-Friendly Habits',
            blocks: [
              l(
                'Aim for seven to nine hours of sleep on a regular schedule',
                'Take short breaks for slow breathing or a walk during stressful days',
                'Stay physically active most days of the week',
                'Stay connected with friends, family, or community groups',
                'Limit alcohol and avoid using nicotine to cope with stress',
                'Ask for help when stress feels unmanageable',
              ),
              p(
                'If you have ongoing trouble sleeping, loud snoring, or stress that affects your daily life, talk with your primary care clinician. They may refer you to a sleep medicine specialist, a cardiologist, or a mental health professional, depending on your needs. Improving sleep and managing stress are practical ways to protect your heart at any age, and even modest improvements add up over months and years.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Heart-Healthy Eating Habits That Last',
        description:
          'A heart-healthy diet does not require perfection or expensive foods. Learn the eating patterns that support your heart and simple ways to make lasting changes at home and when eating out.',
        specialities: ['Cardiologists', 'Nutritionists'],
        groups: [
          {
            heading: 'Patterns Matter More Than Single Foods',
            blocks: [
              p(
                'No single superfood protects the heart. What matters most is your overall eating pattern over weeks and months. Research consistently shows that diets rich in vegetables, fruits, whole grains, legumes, nuts, and fish, and lower in processed meats, refined grains, added sugars, and sodium, are linked to lower rates of heart disease. The Mediterranean and DASH eating patterns are two well-studied examples.',
              ),
              p(
                'These patterns are flexible. They can be adapted to many cultural cuisines and budgets. Frozen vegetables, canned beans rinsed to reduce sodium, oats, and seasonal produce are affordable staples that fit well into a heart-healthy plan. Cooking at home more often also makes it easier to control salt, fat, and portion sizes.',
              ),
            ],
          },
          {
            heading: 'Simple Swaps',
            blocks: [
              l(
                'Fill half your plate with vegetables and fruit',
                'Choose whole-grain bread, brown rice, or oats over refined grains',
                'Cook with olive or canola oil instead of butter',
                'Eat fish, such as salmon or sardines, about twice a week',
                'Flavor food with herbs, spices, and citrus instead of extra salt',
                'Drink water instead of sugary beverages',
              ),
              p(
                'Most sodium in the American diet comes from packaged, processed, and restaurant foods rather than the salt shaker. Reading nutrition labels and comparing brands can make a big difference. Bread, deli meats, canned soups, frozen meals, and sauces are common hidden sources. Looking for products labeled low sodium or no salt added is an easy place to start.',
              ),
            ],
          },
          {
            heading: 'Making It Stick',
            blocks: [
              s('Start Small and Build Up'),
              p(
                'Trying to overhaul your diet overnight often backfires. Instead, pick one or two changes, such as adding a vegetable to dinner or swapping soda for sparkling water, and practice them until they feel automatic. Then add another. Planning meals for the week and keeping healthy snacks on hand makes good choices easier when you are busy or tired.',
              ),
              p(
                'If you have high blood pressure, high cholesterol, diabetes, or kidney disease, ask your clinician whether you have specific dietary needs. A registered dietitian or nutritionist can create a plan that fits your health conditions, preferences, and budget. Small, steady changes really do add up to meaningful benefits for your heart.',
              ),
            ],
          },
          {
            heading: 'Eating Out Wisely',
            blocks: [
              p(
                'Restaurant meals tend to be larger and saltier than home-cooked food. Consider sharing an entree, asking for sauces and dressings on the side, and choosing grilled, baked, or steamed dishes over fried ones. Many restaurants post nutrition information online, which can help you plan ahead. Enjoying a favorite treat occasionally is part of a sustainable, realistic approach to eating well.',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    heading: 'Blogs About Kidney Health',
    articles: [
      {
        heading: 'What Your Kidneys Do Every Day',
        description:
          'Your kidneys filter your blood, balance fluids, and help control blood pressure. Learn how these hardworking organs keep you healthy and the everyday habits that help protect them.',
        specialities: ['Nephrologists', 'Internal Medicine'],
        groups: [
          {
            heading: 'Small Organs, Big Jobs',
            blocks: [
              p(
                'Your kidneys are two bean-shaped organs, each about the size of a fist, located just below the rib cage on either side of the spine. Every day they filter roughly 150 quarts of blood to remove waste products and extra fluid, which leave the body as urine. Most people produce about one to two quarts of urine a day.',
              ),
              p(
                'Filtering waste is only part of the story. Healthy kidneys also keep minerals such as sodium, potassium, and calcium in balance, help regulate blood pressure, and produce hormones that influence red blood cell production and bone health. When the kidneys are damaged, these functions can slowly decline, often without noticeable symptoms at first.',
              ),
            ],
          },
          {
            heading: 'Key Kidney Functions',
            blocks: [
              l(
                'Removing waste products such as urea and creatinine from the blood',
                'Balancing water and electrolytes',
                'Helping control blood pressure',
                'Making a hormone that signals the body to produce red blood cells',
                'Activating vitamin D to support strong bones',
                "Helping keep the blood's acid level in a healthy range",
              ),
              p(
                'Because the kidneys touch so many body systems, kidney disease can affect energy, bone strength, heart health, and more. People with long-term kidney problems may develop anemia, high blood pressure, or mineral imbalances that need treatment. This is why nephrologists often work closely with primary care clinicians and other specialists to coordinate care.',
              ),
            ],
          },
          {
            heading: 'Protecting Your Kidneys',
            blocks: [
              s('Everyday Habits for Kidney Health'),
              p(
                'The most important steps are managing blood pressure and blood sugar, since high blood pressure and diabetes are the leading causes of kidney disease in the United States. Staying active, eating a balanced diet lower in sodium and highly processed foods, not smoking, and staying well hydrated also help. Be cautious with frequent use of over-the-counter pain relievers such as ibuprofen and naproxen, which can harm the kidneys.',
              ),
              p(
                'If you have diabetes, high blood pressure, heart disease, or a family history of kidney failure, ask your clinician about kidney screening. Two simple tests, a blood test to estimate kidney function and a urine test to check for protein, can detect kidney disease early, when treatment is most effective.',
              ),
            ],
          },
          {
            heading: 'Working With Your Care Team',
            blocks: [
              p(
                'If tests show reduced kidney function, your primary care clinician may refer you to a nephrologist, a doctor who specializes in kidney care. Treatment often focuses on slowing further damage through blood pressure control, diabetes management, medication review, and nutrition guidance. Many people with early kidney disease live full lives, especially when problems are found and managed early.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Early Signs of Chronic Kidney Disease',
        description:
          'Chronic kidney disease often develops quietly for years. Learn who is at risk, which symptoms may appear as kidney function declines, and the simple tests that detect it early.',
        specialities: ['Nephrologists', 'Family Medicine'],
        groups: [
          {
            heading: 'A Quiet Condition',
            blocks: [
              p(
                'Chronic kidney disease, or CKD, means the kidneys are damaged and gradually lose their ability to filter blood over months or years. It is common, affecting more than one in seven adults in the United States, yet most people with CKD do not know they have it. In the early stages, the kidneys can compensate so well that there are usually no symptoms at all.',
              ),
              p(
                'That is why testing matters more than waiting for warning signs. When symptoms do appear, kidney function is often already significantly reduced. Kidney damage that has already occurred usually cannot be reversed, but its progression can often be slowed considerably. Finding CKD early gives you and your care team the best chance to protect your kidneys and your heart, which is also affected by kidney disease.',
              ),
            ],
          },
          {
            heading: 'Possible Signs as CKD Progresses',
            blocks: [
              l(
                'Swelling in the feet, ankles, or around the eyes',
                'Foamy urine, which can signal protein in the urine',
                'Changes in how often you urinate, especially at night',
                'Fatigue and difficulty concentrating',
                'Poor appetite, nausea, or itchy skin',
                'Muscle cramps',
              ),
              p(
                'These symptoms are not specific to kidney disease and can have many other causes. Still, if you notice them, especially if you have risk factors, let your clinician know. Simple, inexpensive tests can quickly show whether your kidneys are involved or whether something else is going on, so there is no reason to wait and worry.',
              ),
            ],
          },
          {
            heading: 'Testing and Next Steps',
            blocks: [
              s('Two Tests That Tell the Story'),
              p(
                "The estimated glomerular filtration rate, or eGFR, is calculated from a blood test for creatinine and shows how well your kidneys filter. An eGFR below 60 for three months or more suggests chronic kidney disease. The urine albumin-to-creatinine ratio, or UACR, checks for a protein called albumin, which can leak into the urine when the kidneys' filters are damaged, even when eGFR is still normal.",
              ),
              p(
                'People with diabetes, high blood pressure, heart disease, obesity, a family history of kidney failure, or who are over 60 are at higher risk and should ask about regular screening. If CKD is found, treatment focuses on controlling blood pressure and blood sugar, adjusting medications, and, in many cases, using newer medicines that help protect the kidneys. A nephrologist can guide care as needed.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Preventing Kidney Stones With Simple Changes',
        description:
          'Kidney stones are painful and often come back. Learn what causes them, the warning signs to watch for, and the everyday habits that lower your chances of forming another stone.',
        specialities: ['Urologists', 'Nephrologists', 'Nutritionists'],
        groups: [
          {
            heading: 'How Stones Form',
            blocks: [
              p(
                'Kidney stones are hard deposits of minerals and salts that form inside the kidneys when urine becomes too concentrated. The most common type is made of calcium oxalate, but stones can also be made of uric acid, calcium phosphate, or other substances. They range from the size of a grain of sand to, rarely, the size of a golf ball. Small stones may pass without notice, while larger ones can block the flow of urine and cause intense pain.',
              ),
              p(
                'Having one kidney stone raises the chance of having another, so prevention is important once you have had one. Risk factors include not drinking enough fluids, a diet high in sodium or animal protein, obesity, certain medical conditions, and a family history of stones. Hot climates and heavy sweating can also contribute.',
              ),
            ],
          },
          {
            heading: 'Warning Signs',
            blocks: [
              l(
                'Sharp pain in the side or back, below the ribs',
                'Pain that spreads to the lower abdomen or groin',
                'Pain that comes in waves and changes in intensity',
                'Pink, red, or brown urine',
                'Nausea and vomiting',
                'A persistent need to urinate or burning with urination',
              ),
              p(
                'Seek urgent care if pain is so severe you cannot sit still, or if pain comes with fever, chills, or vomiting that prevents you from keeping fluids down. A stone combined with infection can become serious quickly and needs prompt treatment. Difficulty passing urine is another reason to be seen right away.',
              ),
            ],
          },
          {
            heading: 'Prevention Strategies',
            blocks: [
              s('Habits That Lower Your Risk'),
              p(
                'Drinking enough fluid is the single most effective step. Many people who have had stones are advised to drink enough to make at least two and a half liters of urine a day, which usually means urine that looks pale yellow. Reducing sodium, eating moderate amounts of meat, and including plenty of fruits and vegetables also help.',
              ),
              p(
                'Surprisingly, most people with calcium stones should not cut back on calcium. Getting enough calcium from food helps bind oxalate in the gut so less reaches the kidneys. Foods very high in oxalate, such as spinach, may need to be limited for some people. Your clinician may analyze a passed stone and order urine tests to tailor advice to your specific stone type. A urologist or nephrologist can help if stones keep coming back.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'How Diabetes and Blood Pressure Affect Your Kidneys',
        description:
          'Diabetes and high blood pressure are the top causes of kidney disease. Learn how they damage the kidneys over time and the steps that help protect kidney function for years to come.',
        specialities: ['Nephrologists', 'Endocrinologists', 'Cardiologists'],
        groups: [
          {
            heading: 'The Two Leading Causes',
            blocks: [
              p(
                'Diabetes and high blood pressure together account for most cases of kidney failure in the United States. Both conditions damage the tiny blood vessels inside the kidneys that do the work of filtering blood. Because this damage builds up slowly and silently, many people do not realize their kidneys are affected until significant function has been lost.',
              ),
              p(
                "In diabetes, high blood sugar over many years harms the kidney's filtering units, called nephrons, and causes them to leak protein into the urine. In hypertension, constant high pressure stiffens and narrows blood vessels, reducing blood flow to kidney tissue. The relationship also runs the other way: damaged kidneys have a harder time controlling blood pressure, which can create a harmful cycle.",
              ),
            ],
          },
          {
            heading: 'Steps That Protect Your Kidneys',
            blocks: [
              l(
                'Keep blood sugar in the target range your care team recommends',
                'Keep blood pressure at the goal set by your clinician, often below 130 over 80',
                'Get a urine albumin test and an eGFR blood test at least once a year if you have diabetes',
                'Take medicines as prescribed and ask whether kidney-protective options fit you',
                'Limit sodium and avoid tobacco',
                'Review over-the-counter pain relievers and supplements with your clinician',
              ),
              p(
                'Certain blood pressure medicines, known as ACE inhibitors and angiotensin receptor blockers, can reduce protein leakage and slow kidney damage. For many people with type 2 diabetes and kidney disease, a class of medicines called SGLT2 inhibitors also offers kidney and heart protection. Your clinician will decide which options are right for you.',
              ),
            ],
          },
          {
            heading: 'Staying Ahead of Kidney Disease',
            blocks: [
              s('Why Teamwork Makes a Difference'),
              p(
                'Managing diabetes and blood pressure is a long-term effort that works best with a coordinated team. Your primary care clinician, an endocrinologist, a cardiologist, and a nephrologist may each play a role, along with a dietitian and pharmacist. Sharing home blood pressure and blood sugar readings helps the team adjust treatment before problems grow.',
              ),
              p(
                'Even when kidney disease is already present, good control of blood sugar and blood pressure can slow its progression and lower the risk of heart attack and stroke. Ask your clinician about your latest kidney test results and what they mean. Understanding your numbers is one of the most powerful ways to take part in your own care.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Medicines, Supplements, and Your Kidneys',
        description:
          'Some common medicines and supplements can strain the kidneys, especially if kidney function is already reduced. Learn which ones to use carefully and how to talk with your care team about them.',
        specialities: ['Nephrologists', 'Internal Medicine'],
        groups: [
          {
            heading: 'Why the Kidneys Are Vulnerable',
            blocks: [
              p(
                'The kidneys clear many medicines from the body, which means they are exposed to high concentrations of drugs and their byproducts. For most people with healthy kidneys, common medicines are safe when used as directed. But when kidney function is reduced, or when the body is dehydrated, some medicines can build up or cause direct injury to kidney tissue.',
              ),
              p(
                'Older adults and people with diabetes, heart failure, high blood pressure, or existing kidney disease are at greater risk. Many medication doses need to be adjusted based on kidney function, which is one reason your clinician may check your blood work before and after starting a new prescription. Keeping an up-to-date medication list helps every clinician you see.',
              ),
            ],
          },
          {
            heading: 'Medicines to Use With Care',
            blocks: [
              l(
                'Nonsteroidal anti-inflammatory drugs such as ibuprofen and naproxen',
                'Some antibiotics and antiviral medicines',
                'Contrast dye used in certain imaging tests',
                'Laxatives and bowel preparations that contain phosphate',
                'Some heartburn medicines taken long term without review',
                'Herbal supplements and high-dose vitamins',
              ),
              p(
                'This does not mean these products must always be avoided. Acetaminophen is often preferred for pain in people with kidney disease, but it has its own safe dose limits that should be respected. Always read labels, avoid taking multiple products that contain the same ingredient, and ask before starting anything new. If you become sick with vomiting or diarrhea, ask your clinician whether any regular medicines should be paused until you recover.',
              ),
            ],
          },
          {
            heading: 'Staying Safe',
            blocks: [
              s('Questions to Ask Your Care Team'),
              p(
                'When you get a new prescription, ask whether the dose has been checked against your kidney function. Before imaging tests that use contrast dye, let the team know if you have kidney disease. Tell your pharmacist about all over-the-counter products and supplements you take, since they can interact with prescription medicines. Your pharmacist is a valuable and easy-to-reach resource.',
              ),
              s('Be Cautious With Supplements'),
              p(
                'Supplements are not regulated the same way as prescription drugs, and some herbal products have been linked to kidney injury or contain ingredients that are not listed on the label. If you have kidney disease, talk with your nephrologist before taking any supplement, including high doses of vitamin C or products marketed to cleanse or detox the kidneys. If you are unsure what a product contains, bring the bottle to your next appointment.',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    heading: 'Blogs About Brain and Nerves',
    articles: [
      {
        heading: 'Understanding Migraine and How to Manage It',
        description:
          'Migraine is a common neurological condition that causes much more than a bad headache. Learn the typical symptoms, common triggers, and treatment options that can reduce how often attacks happen.',
        specialities: ['Neurologists'],
        groups: [
          {
            heading: 'More Than a Headache',
            blocks: [
              p(
                'Migraine is a neurological condition that causes recurring attacks of moderate to severe headache, often throbbing and on one side of the head. Attacks commonly come with nausea, vomiting, and sensitivity to light, sound, or smells, and can last from four hours to three days if untreated. Migraine affects millions of Americans and is about three times more common in women than in men.',
              ),
              p(
                'Some people experience an aura before or during an attack. Auras are temporary neurological symptoms, most often visual, such as flashing lights, zigzag lines, or blind spots, and they usually develop gradually over several minutes and last less than an hour. Others notice early warning signs a day or two ahead, like fatigue, food cravings, yawning, or neck stiffness.',
              ),
            ],
          },
          {
            heading: 'Common Triggers',
            blocks: [
              l(
                'Stress or the letdown period after stress',
                'Changes in sleep, including too little or too much',
                'Skipped meals or dehydration',
                'Hormonal changes, such as around menstruation',
                'Bright or flickering lights and strong smells',
                'Alcohol and changes in caffeine intake',
                'Weather changes',
              ),
              p(
                'Triggers vary from person to person, and not every exposure leads to an attack. Keeping a headache diary that records attacks, sleep, meals, menstrual cycles, and possible triggers can reveal patterns. Bring the diary to appointments so your clinician can see how often attacks happen and how well treatments are working. Identifying even one or two reliable triggers can help reduce how often attacks occur.',
              ),
            ],
          },
          {
            heading: 'Treatment Options',
            blocks: [
              s('Acute and Preventive Treatment'),
              p(
                "Acute treatments are taken at the start of an attack to stop it. These include over-the-counter pain relievers and prescription medicines such as triptans and newer drug classes. Treating early usually works best. However, using pain medicines on many days each month can lead to medication overuse headache, so it is important to follow your clinician's guidance on how often to take them.",
              ),
              p(
                'If attacks are frequent or disabling, preventive treatment may help. Options include daily medications, injections, and lifestyle measures like regular sleep, meals, and exercise. A neurologist can help when migraine is hard to control. Seek emergency care for a sudden, severe headache that feels like the worst of your life, or a headache with weakness, confusion, trouble speaking, fever, or a stiff neck, since these can signal a serious condition.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Stroke Warning Signs and the BE FAST Method',
        description:
          'A stroke is a medical emergency, and fast treatment can limit brain damage. Learn the BE FAST warning signs, why time matters so much, and how to lower your risk of stroke.',
        specialities: ['Neurologists', 'Cardiologists'],
        groups: [
          {
            heading: 'What Happens During a Stroke',
            blocks: [
              p(
                'A stroke occurs when blood flow to part of the brain is interrupted. Most strokes are ischemic, caused by a clot blocking an artery. Others are hemorrhagic, caused by bleeding into or around the brain. Without a steady supply of oxygen, brain cells begin to die within minutes, which is why stroke can cause lasting problems with movement, speech, vision, and thinking.',
              ),
              p(
                'Stroke is a leading cause of death and serious long-term disability in the United States. The encouraging news is that effective emergency treatments exist. Clot-dissolving medicine and procedures to remove clots can greatly improve recovery, but they work only within a limited time window after symptoms begin. That makes recognizing the signs and calling for help quickly essential.',
              ),
            ],
          },
          {
            heading: 'Remember BE FAST',
            blocks: [
              l(
                'Balance: sudden loss of balance or coordination',
                'Eyes: sudden vision loss or double vision in one or both eyes',
                'Face: one side of the face droops or feels numb',
                'Arms: weakness or numbness in one arm or leg',
                'Speech: slurred speech or trouble understanding others',
                'Time: call 911 right away and note when symptoms started',
              ),
              p(
                'Other sudden warning signs include a severe headache with no known cause and sudden confusion. Even if symptoms go away within a few minutes, call 911. Brief episodes, known as transient ischemic attacks or mini-strokes, are a strong warning that a larger stroke may follow and need urgent evaluation. Never assume symptoms were nothing just because they faded.',
              ),
            ],
          },
          {
            heading: 'After the Emergency',
            blocks: [
              s('Why You Should Not Wait'),
              p(
                'Call 911 rather than driving to the hospital. Paramedics can begin assessment on the way and alert the hospital so a stroke team is ready. Note the time symptoms started or the last time the person was seen normal, because this information guides treatment decisions. Do not give the person food, drink, or medicine while waiting for help. Stay with the person and keep them comfortable.',
              ),
              p(
                'Up to 80 percent of strokes may be preventable. Controlling high blood pressure is the most important step, along with treating atrial fibrillation, managing diabetes and cholesterol, not smoking, staying active, and limiting alcohol. After a stroke, rehabilitation with physical, occupational, and speech therapists helps many people regain skills and independence. Talk with your clinician about your personal risk factors.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'What Causes Numbness and Tingling in Your Hands?',
        description:
          'Pins and needles in the hands can come from a pinched nerve, diabetes, vitamin deficiencies, and other causes. Learn the common reasons, warning signs, and when to have it checked.',
        specialities: ['Neurologists', 'Endocrinologists'],
        groups: [
          {
            heading: 'When Nerves Send Mixed Signals',
            blocks: [
              p(
                'Almost everyone has felt a hand fall asleep after leaning on it. That brief pins-and-needles feeling happens when pressure temporarily disrupts a nerve, and it fades quickly once you move. Numbness or tingling that keeps coming back, lasts a long time, or spreads is different. It can be a sign that a nerve is compressed, irritated, or damaged and is worth discussing with a clinician.',
              ),
              p(
                'The nerves that supply the hands travel from the neck, through the shoulder and arm, and into the wrist and fingers. A problem anywhere along that path can cause symptoms in the hand. The exact location of the numbness often gives clues about which nerve is involved, so describing it carefully to your clinician is helpful.',
              ),
            ],
          },
          {
            heading: 'Common Causes',
            blocks: [
              l(
                'Carpal tunnel syndrome, caused by pressure on the median nerve at the wrist',
                'Ulnar nerve compression at the elbow, often affecting the ring and little fingers',
                'A pinched nerve in the neck from arthritis or a disc problem',
                'Peripheral neuropathy from diabetes',
                'Low vitamin B12 levels',
                'Thyroid problems, heavy alcohol use, or side effects of some medicines',
              ),
              p(
                'Carpal tunnel syndrome typically causes tingling in the thumb, index, and middle fingers, and often wakes people at night. Shaking out the hand may bring relief. Repetitive hand motions, pregnancy, diabetes, and arthritis can increase the risk. Wrist splints worn at night are a common first treatment, and many people improve without surgery.',
              ),
            ],
          },
          {
            heading: 'Getting It Checked',
            blocks: [
              s('Signs That Need Urgent Care'),
              p(
                'Call 911 if numbness or weakness comes on suddenly, especially if it affects one side of the body or comes with facial drooping, trouble speaking, confusion, or vision changes. These can be signs of a stroke. Sudden numbness after a neck injury also needs emergency evaluation. Do not wait to see if these symptoms go away on their own.',
              ),
              p(
                'For symptoms that develop gradually, your clinician will ask about your health history and examine strength, reflexes, and sensation. Blood tests can check blood sugar, vitamin B12, and thyroid function. In some cases, nerve conduction studies and electromyography, often performed by a neurologist, help pinpoint the problem. Treatment depends on the cause and may include splints, physical therapy, medication, or managing an underlying condition.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Memory Changes: Normal Aging or Something More?',
        description:
          'Occasional forgetfulness is a normal part of aging, but some memory changes deserve a closer look. Learn the differences and when to talk with a clinician about memory concerns.',
        specialities: ['Neurologists', 'Geriatric Medicine'],
        groups: [
          {
            heading: 'What Is Normal With Age',
            blocks: [
              p(
                'As we age, the brain changes in ways that can make it slower to learn new things or recall names and details. Forgetting where you put your glasses, needing a moment to find the right word, or occasionally missing an appointment are common and usually not cause for concern. Typically, the information comes back later, and these lapses do not interfere with independent daily life. Slower recall is not the same as losing memories altogether.',
              ),
              p(
                "Dementia is different. It is not a normal part of aging but a group of conditions in which memory and thinking decline enough to interfere with everyday activities. Alzheimer's disease is the most common cause, followed by vascular dementia and other types. Between normal aging and dementia lies mild cognitive impairment, where changes are noticeable but daily independence is mostly preserved.",
              ),
            ],
          },
          {
            heading: 'Changes Worth Discussing',
            blocks: [
              l(
                'Asking the same questions repeatedly',
                'Getting lost in familiar places',
                'Trouble following recipes, directions, or managing bills',
                'Difficulty finding words that leads to confusing conversations',
                'Changes in mood, personality, or judgment',
                'Withdrawing from work, hobbies, or social activities',
              ),
              p(
                'Family members and friends often notice these changes before the person does. If you are worried about a loved one, consider gently raising the topic and offering to go with them to an appointment. An early conversation can feel uncomfortable, but it often brings relief and clarity for everyone involved. Keeping notes about specific examples and when they began will help the clinician.',
              ),
            ],
          },
          {
            heading: 'Evaluation and Brain Health',
            blocks: [
              s('Treatable Causes of Memory Problems'),
              p(
                'Not all memory problems are due to dementia. Vitamin B12 deficiency, thyroid disorders, depression, sleep apnea, medication side effects, hearing loss, and infections can all affect thinking, and many of these are treatable. A primary care clinician, geriatrician, or neurologist can perform a memory screening, review medications, order blood tests, and sometimes recommend brain imaging or more detailed testing.',
              ),
              p(
                "Many of the same habits that protect the heart also support the brain. Staying physically active, controlling blood pressure and blood sugar, protecting your hearing, staying socially engaged, and getting good sleep are all linked to better brain health as we age. It's never too late to start. Early evaluation also gives people time to plan ahead and access treatments and support services.",
              ),
            ],
          },
        ],
      },
      {
        heading: 'Living Well With Epilepsy and Seizures',
        description:
          'Epilepsy affects people of all ages, and most can live full, active lives with the right treatment. Learn about seizure types, treatment options, and how to help someone during a seizure.',
        specialities: ['Neurologists'],
        groups: [
          {
            heading: 'Understanding Epilepsy',
            blocks: [
              p(
                'Epilepsy is a neurological condition in which a person has a tendency to have repeated, unprovoked seizures. A seizure is a sudden burst of abnormal electrical activity in the brain that can temporarily change movement, awareness, sensation, or behavior. Epilepsy can begin at any age and may be linked to genetics, head injury, stroke, infection, or brain development, though in many people no cause is found.',
              ),
              p(
                'Seizures look different depending on where in the brain they start. Some cause stiffening and jerking of the whole body, while others cause brief staring spells, confusion, repetitive movements, or unusual sensations. Not every seizure means epilepsy; a single seizure can be triggered by fever in young children, low blood sugar, alcohol withdrawal, or other causes. About one in 26 people will develop epilepsy at some point in life.',
              ),
            ],
          },
          {
            heading: 'Seizure First Aid',
            blocks: [
              l(
                'Stay calm and stay with the person',
                'Time the seizure',
                'Move hard or sharp objects away and cushion the head',
                'Gently roll the person onto their side once movements allow',
                "Never put anything in the person's mouth",
                'Do not hold the person down',
                'Stay with them until they are fully awake and aware',
              ),
              p(
                "Call 911 if a seizure lasts longer than five minutes, if seizures happen one after another, if the person is injured, pregnant, or has trouble breathing, if the seizure happens in water, or if it is the person's first seizure. Most seizures end on their own within a few minutes.",
              ),
            ],
          },
          {
            heading: 'Treatment and Daily Life',
            blocks: [
              s('Treatment Options for Epilepsy'),
              p(
                'Anti-seizure medications control seizures for most people with epilepsy. Finding the right medicine and dose can take time, and taking it consistently is key. For people whose seizures continue despite trying two or more appropriate medicines, a neurologist or epilepsy center may recommend other options, such as surgery, nerve stimulation devices, or specialized diets.',
              ),
              p(
                'Getting enough sleep, limiting alcohol, managing stress, and keeping track of seizures in a diary can help reduce triggers. Safety planning matters too, including rules about driving, which vary by state, and precautions around swimming and bathing. Talk with your neurologist before becoming pregnant, since some medicines need adjustment. With good care and support, most people with epilepsy work, go to school, and enjoy full lives.',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    heading: 'Blogs About Dental Care',
    articles: [
      {
        heading: 'Brushing and Flossing the Right Way',
        description:
          'Good oral hygiene takes only a few minutes a day, but technique matters. Learn how to brush and clean between your teeth effectively to prevent cavities, gum disease, and bad breath.',
        specialities: ['Dentist'],
        groups: [
          {
            heading: 'Why Daily Care Matters',
            blocks: [
              p(
                'Every day, a sticky film of bacteria called plaque forms on your teeth. When plaque is not removed, the bacteria feed on sugars and produce acids that wear away tooth enamel and cause cavities. Plaque also irritates the gums, leading to inflammation and, over time, gum disease. If plaque stays on the teeth, it hardens into tartar, which only a dental professional can remove.',
              ),
              p(
                'The good news is that a consistent routine of brushing twice a day with fluoride toothpaste and cleaning between your teeth once a day removes most plaque before it causes harm. Regular dental checkups catch early problems when they are easiest to treat. Healthy habits now can help you keep your natural teeth for life.',
              ),
            ],
          },
          {
            heading: 'Brushing Step by Step',
            blocks: [
              l(
                'Use a soft-bristled toothbrush and fluoride toothpaste',
                'Hold the brush at a 45-degree angle toward the gumline',
                'Use gentle, short strokes rather than hard scrubbing',
                'Clean the outer, inner, and chewing surfaces of every tooth',
                'Brush your tongue to remove bacteria',
                'Brush for two full minutes, twice a day',
              ),
              p(
                'Brushing too hard can wear down enamel and irritate the gums, so let the bristles do the work. Replace your toothbrush every three to four months, or sooner if the bristles look frayed. Electric toothbrushes can be helpful, especially for people with limited hand strength, but a manual brush works well when used correctly.',
              ),
            ],
          },
          {
            heading: 'Cleaning Between Teeth',
            blocks: [
              s('Flossing and Other Options'),
              p(
                'A toothbrush cannot reach the tight spaces between teeth, where cavities and gum disease often begin. Gently guide floss between two teeth, curve it into a C shape around each tooth, and slide it up and down just below the gumline. If traditional floss is difficult, interdental brushes, floss picks, or water flossers are good alternatives. Your dentist or hygienist can recommend the best option for you.',
              ),
              p(
                'After brushing, try spitting out the extra toothpaste without rinsing, so the fluoride stays on your teeth longer. Limiting sugary snacks and drinks between meals also reduces acid attacks. Children should be supervised while brushing until they have the skills to do it well. Visit your dentist for checkups and cleanings as often as recommended, and schedule a visit sooner if you notice bleeding gums, tooth sensitivity, or pain.',
              ),
            ],
          },
        ],
      },
      {
        heading: "Caring for Your Child's First Teeth",
        description:
          "Healthy baby teeth help children eat, speak, and smile with confidence. Learn when to start brushing, how much toothpaste to use, and when to schedule your child's first dental visit.",
        specialities: ['Dentist', 'Pediatrics'],
        groups: [
          {
            heading: 'Why Baby Teeth Matter',
            blocks: [
              p(
                'Baby teeth may be temporary, but they play an important role. They help children chew and speak clearly, and they hold space in the jaw for the permanent teeth that will come in later. Tooth decay is one of the most common chronic conditions of childhood, and cavities in baby teeth can cause pain, infections, and problems with eating, sleeping, and learning.',
              ),
              p(
                "Most babies get their first tooth around six months of age, although timing varies widely. By about age three, most children have all 20 baby teeth. Good habits started early protect these teeth and help children grow comfortable with brushing and dental visits. Even before teeth appear, you can wipe your baby's gums with a soft, damp cloth after feedings.",
              ),
            ],
          },
          {
            heading: 'Tooth Care by Age',
            blocks: [
              l(
                'Before teeth appear: wipe the gums gently with a clean, damp cloth',
                'First tooth to age three: brush twice daily with a smear of fluoride toothpaste the size of a grain of rice',
                'Ages three to six: use a pea-sized amount of fluoride toothpaste',
                'Help with brushing until your child can do it well, often around age six to eight',
                'Start flossing when two teeth touch',
              ),
              p(
                'Avoid putting your baby to bed with a bottle of milk, formula, or juice, since sugary liquids pooling around the teeth overnight can cause severe decay. Limit juice and sweet snacks, and offer water between meals. Avoid sharing spoons or cleaning a pacifier with your mouth, which can pass cavity-causing bacteria to your child.',
              ),
            ],
          },
          {
            heading: 'The First Dental Visit',
            blocks: [
              s('Schedule a Visit by Age One'),
              p(
                'Pediatric dental experts recommend a first dental visit within six months after the first tooth appears, and no later than the first birthday. This early visit is usually short and gentle. The dentist checks the teeth and gums, looks for early signs of decay, and offers guidance on cleaning, fluoride, teething, and habits such as thumb sucking and pacifier use.',
              ),
              p(
                "Your pediatrician may also apply fluoride varnish during well-child visits, a quick and painless treatment that helps prevent cavities. Call your child's dentist if you notice white or brown spots on the teeth, swelling, or signs of tooth pain. Making dental visits a positive, routine experience helps children build healthy habits for life.",
              ),
            ],
          },
        ],
      },
      {
        heading: "Don't Ignore These Signs of Gum Disease",
        description:
          'Gum disease often starts quietly, with mild bleeding or redness. Caught early, it can be reversed. Learn the warning signs, the risk factors, and how to keep your gums healthy.',
        specialities: ['Dentist'],
        groups: [
          {
            heading: 'How Gum Disease Develops',
            blocks: [
              p(
                'Gum disease, also called periodontal disease, is an infection and inflammation of the tissues that hold your teeth in place. It begins when plaque builds up along and under the gumline. The earliest stage, gingivitis, causes red, swollen gums that may bleed when you brush or floss. At this stage, the damage can usually be reversed with good home care and a professional cleaning.',
              ),
              p(
                'If gingivitis is not treated, it can progress to periodontitis. The gums begin to pull away from the teeth, forming pockets that trap more bacteria. Over time, the bone and tissue supporting the teeth break down, which can lead to loose teeth and tooth loss. Periodontitis is a leading cause of tooth loss in adults.',
              ),
            ],
          },
          {
            heading: 'Warning Signs',
            blocks: [
              l(
                'Gums that bleed during brushing or flossing',
                'Red, swollen, or tender gums',
                'Persistent bad breath or a bad taste in the mouth',
                'Gums that are pulling away from the teeth',
                'Loose teeth or changes in your bite',
                'Pus between the teeth and gums',
              ),
              p(
                'Bleeding gums are not normal, even though many people assume they are. Gum disease is often painless in its early stages, so you may not realize anything is wrong. Regular dental checkups allow your dentist or hygienist to measure the spaces between your gums and teeth and spot problems early. If your gums bleed regularly, schedule an appointment rather than waiting for your next routine visit.',
              ),
            ],
          },
          {
            heading: 'Prevention and Treatment',
            blocks: [
              s('Who Is at Higher Risk'),
              p(
                'Smoking is one of the most significant risk factors for gum disease and can also make treatment less effective. Diabetes, hormonal changes during pregnancy, certain medications that cause dry mouth, genetics, and poor oral hygiene also raise risk. Research has found links between gum disease and other health conditions, including diabetes and heart disease, which is another reason to take gum health seriously.',
              ),
              p(
                'Treatment depends on how advanced the disease is. Early stages often respond to a professional cleaning and better brushing and flossing. More advanced disease may need a deep cleaning called scaling and root planing, medication, or care from a periodontist, a dentist who specializes in gum health. Brushing twice a day, cleaning between teeth daily, and not smoking are the best ways to prevent it.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'When Does a Child Need Braces?',
        description:
          'Crooked teeth and bite problems are common in children. Learn the signs that an orthodontic evaluation may help, the best age for a first checkup, and what treatment can involve.',
        specialities: ['Orthodontists', 'Dentist'],
        groups: [
          {
            heading: 'Why Orthodontic Care Matters',
            blocks: [
              p(
                "Orthodontic treatment does more than create a straighter smile. Teeth that are crowded or overlapping can be harder to clean, which raises the risk of cavities and gum problems. Bite problems, such as an overbite, underbite, or crossbite, can affect chewing, speech, and wear on the teeth. Correcting these issues can improve both oral health and a child's confidence, and it can reduce the risk of injury to front teeth that stick out.",
              ),
              p(
                'Many orthodontic problems are inherited, such as a mismatch between the size of the jaws and teeth. Others develop from habits like prolonged thumb sucking, early loss of baby teeth, or mouth breathing. Some issues are easy to see, while others are noticed only by a dentist or orthodontist during an exam.',
              ),
            ],
          },
          {
            heading: 'Signs to Watch For',
            blocks: [
              l(
                'Crowded, overlapping, or widely spaced teeth',
                'Upper front teeth that stick out far past the lower teeth',
                'Lower teeth that sit in front of the upper teeth',
                'Difficulty chewing or biting',
                'Baby teeth lost very early or very late',
                'Thumb or finger sucking that continues after permanent teeth begin to come in',
              ),
              p(
                "If you notice any of these signs, mention them to your child's dentist at the next checkup. The dentist can assess how the teeth and jaws are developing and refer you to an orthodontist, a dentist with additional training in straightening teeth and correcting bite problems, if needed. Not every child who sees an orthodontist needs braces right away.",
              ),
            ],
          },
          {
            heading: 'Timing and Treatment',
            blocks: [
              s('A First Checkup by Age Seven'),
              p(
                'The American Association of Orthodontists recommends that children have an orthodontic checkup no later than age seven. By then, the first permanent molars and front teeth have usually come in, making it easier to spot developing problems. Most children do not need treatment at that age, but early evaluation allows the orthodontist to monitor growth and time treatment well.',
              ),
              p(
                'Comprehensive treatment with braces or clear aligners most often begins between about ages nine and fourteen, when many permanent teeth have erupted and the jaws are still growing. Treatment usually lasts one to three years, followed by a retainer to keep teeth in their new positions. Good brushing and flossing during treatment are essential, since brackets and wires can trap plaque. Adults can also benefit from orthodontic treatment at any age.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'What to Do in a Dental Emergency',
        description:
          'A knocked-out tooth, severe toothache, or broken tooth can be frightening. Knowing what to do in the first hour can save a tooth. Here is a practical guide to common dental emergencies.',
        specialities: ['Dentist'],
        groups: [
          {
            heading: 'Acting Quickly Matters',
            blocks: [
              p(
                'Dental emergencies can happen during sports, a fall, or even while eating. Some, like a knocked-out permanent tooth, need attention within minutes to give the tooth the best chance of survival. Others, like a lost filling, are uncomfortable but can usually wait a day or two. Knowing the difference helps you stay calm and make the right decision.',
              ),
              p(
                "Keep your dentist's phone number handy, and ask whether the office offers after-hours advice. If you have a facial injury with heavy bleeding, a possible broken jaw, trouble breathing or swallowing, or a head injury, go to the emergency department first. Dental repairs can wait until more serious injuries are addressed.",
              ),
            ],
          },
          {
            heading: 'If a Permanent Tooth Is Knocked Out',
            blocks: [
              l(
                'Pick up the tooth by the crown, not the root',
                'If it is dirty, rinse it briefly with milk or cold water without scrubbing',
                'Try to gently place it back in the socket and bite on a clean cloth',
                'If you cannot replace it, keep it in milk or inside the cheek of an adult who will not swallow it',
                'See a dentist as soon as possible, ideally within 30 minutes',
              ),
              p(
                "Do not try to put a knocked-out baby tooth back in place, since this can damage the permanent tooth developing underneath. Instead, apply gentle pressure with gauze to control bleeding and contact your child's dentist for advice. After any injury with a dirty wound, it is also worth checking whether a tetanus booster is due.",
              ),
            ],
          },
          {
            heading: 'Other Common Emergencies',
            blocks: [
              s('Toothaches, Chips, and Broken Teeth'),
              p(
                'For a toothache, rinse with warm water, gently floss to remove any trapped food, and use an over-the-counter pain reliever as directed. Do not put aspirin directly on the gums, since it can burn the tissue. Swelling of the face or jaw, fever, or a bad taste with pain can signal an abscess, which needs prompt treatment because the infection can spread.',
              ),
              p(
                'If a tooth chips or breaks, save any pieces, rinse your mouth with warm water, and apply a cold compress to reduce swelling. Call your dentist the same day. Wearing a mouthguard during contact sports is one of the best ways to prevent dental injuries, and a custom-fitted guard from your dentist offers the best protection. Regular checkups help catch weakened teeth and fillings before they fail.',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    heading: 'Blogs About Healthy Living',
    articles: [
      {
        heading: 'How Much Physical Activity Do Adults Need?',
        description:
          'Regular physical activity is one of the best things you can do for your health. Learn the recommended amounts for adults, what counts as moderate exercise, and how to get started safely.',
        specialities: ['Physical Therapists', 'Family Medicine'],
        groups: [
          {
            heading: 'The Benefits of Moving More',
            blocks: [
              p(
                'Physical activity benefits almost every part of the body. It strengthens the heart and lungs, helps control blood pressure, blood sugar, and weight, builds muscle and bone, and improves balance and sleep. It also lowers the risk of heart disease, type 2 diabetes, several cancers, and depression. Some benefits, like improved mood and lower anxiety, can begin after a single session.',
              ),
              p(
                'You do not need a gym membership or an intense workout plan to benefit. Walking, gardening, dancing, swimming, cycling, and playing with children all count. The key is to move more and sit less throughout the day, and any amount of activity is better than none. Even a few minutes at a time adds up.',
              ),
            ],
          },
          {
            heading: 'The Recommended Amounts',
            blocks: [
              l(
                'At least 150 minutes a week of moderate-intensity aerobic activity, such as brisk walking',
                'Or at least 75 minutes a week of vigorous activity, such as running',
                'Muscle-strengthening activities on two or more days a week',
                'Balance activities for older adults to help prevent falls',
                'Spread activity across the week rather than doing it all at once',
              ),
              p(
                'Moderate intensity means you can talk but not sing during the activity. Vigorous intensity means you can say only a few words before pausing for breath. Exercising more than the minimum, up to 300 minutes of moderate activity a week, provides additional benefits. Short bouts of activity throughout the day count toward your total. Strengthening can include lifting weights, using resistance bands, or bodyweight exercises such as squats and push-ups.',
              ),
            ],
          },
          {
            heading: 'Getting Started Safely',
            blocks: [
              s('Start Slow and Build Gradually'),
              p(
                'If you have been inactive, begin with short sessions, such as a 10-minute walk, and gradually increase time and intensity over several weeks. Choose activities you enjoy, since you are more likely to stick with them. Warming up, staying hydrated, and wearing supportive shoes can help prevent injuries. Finding a walking partner or joining a class can make it easier to stay motivated.',
              ),
              p(
                'Check with your clinician before starting a more vigorous program if you have heart disease, diabetes, kidney disease, or symptoms such as chest pain or unusual shortness of breath. A physical therapist can design a safe program if you have joint pain, a past injury, or a chronic condition. Staying active is possible at nearly every age and ability level.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Building Better Sleep Habits at Any Age',
        description:
          'Sleep needs change across the lifespan, but good sleep is essential at every age. Learn how much sleep children and adults need and practical habits that help the whole family rest well.',
        specialities: ['Sleep Medicine', 'Pediatrics', 'Family Medicine'],
        groups: [
          {
            heading: 'Why Sleep Matters',
            blocks: [
              p(
                'Sleep is not simply time when the body switches off. During sleep, the brain stores memories, the body repairs tissues, and hormones that control growth, appetite, and stress are regulated. Consistently getting too little sleep is linked to a higher risk of obesity, diabetes, high blood pressure, heart disease, depression, and accidents, including drowsy driving crashes.',
              ),
              p(
                'Despite its importance, about one in three adults in the United States regularly gets less sleep than recommended. Busy schedules, screens, caffeine, shift work, and untreated sleep disorders all play a role. The good news is that small, steady changes in daily habits can make a meaningful difference. Better sleep often leads to better mood, focus, and energy within days.',
              ),
            ],
          },
          {
            heading: 'Recommended Sleep by Age',
            blocks: [
              l(
                'Infants 4 to 12 months: 12 to 16 hours, including naps',
                'Children 1 to 2 years: 11 to 14 hours, including naps',
                'Children 3 to 5 years: 10 to 13 hours, including naps',
                'Children 6 to 12 years: 9 to 12 hours',
                'Teens 13 to 18 years: 8 to 10 hours',
                'Adults: 7 or more hours',
              ),
              p(
                'Teenagers face a natural shift in their body clock that makes them want to fall asleep and wake later, which often clashes with early school start times. Older adults may find their sleep becomes lighter and more broken, but they still need roughly the same amount of sleep as younger adults. Naps can help, but long or late-afternoon naps may make nighttime sleep harder.',
              ),
            ],
          },
          {
            heading: 'Habits for Better Rest',
            blocks: [
              s('Create a Sleep-Friendly Routine'),
              p(
                "Keep a consistent bedtime and wake time, even on weekends. Use the hour before bed to wind down with quiet activities like reading or a warm shower. Keep bedrooms cool, dark, and quiet, and keep phones, tablets, and televisions out of children's bedrooms when possible. Get outside in daylight during the day, and avoid heavy meals, caffeine, and alcohol close to bedtime.",
              ),
              p(
                'Talk with a clinician if you or your child snores loudly, has pauses in breathing during sleep, has trouble falling or staying asleep most nights, or feels very sleepy during the day despite enough time in bed. Sleep disorders such as sleep apnea, insomnia, and restless legs syndrome are common and treatable, and a sleep medicine specialist can help.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Simple Steps Toward a Balanced Plate',
        description:
          'Healthy eating does not have to be complicated. Learn how to build a balanced plate, read nutrition labels with confidence, and make small changes that fit your budget, culture, and schedule.',
        specialities: ['Nutritionists', 'Family Medicine'],
        groups: [
          {
            heading: 'What a Balanced Plate Looks Like',
            blocks: [
              p(
                'A simple way to plan a healthy meal is to picture your plate. Fill about half of it with vegetables and fruits, about a quarter with whole grains such as brown rice, oats, or whole-wheat pasta, and about a quarter with protein such as beans, fish, poultry, eggs, tofu, or lean meat. Add a serving of dairy or a calcium-rich alternative, and use healthy oils in moderation.',
              ),
              p(
                'This approach, similar to the MyPlate guidance from the U.S. Department of Agriculture, works for most people and most cuisines. It encourages variety without requiring you to count every calorie. Different colored vegetables and fruits provide different vitamins, minerals, and fiber, so mixing things up throughout the week is a smart strategy. For mixed dishes like stews or stir-fries, simply aim for a similar balance across the whole meal.',
              ),
            ],
          },
          {
            heading: 'Small Changes That Add Up',
            blocks: [
              l(
                'Add one extra vegetable to lunch or dinner',
                'Choose whole fruit more often than juice',
                'Keep cut vegetables or nuts ready for snacks',
                'Switch some refined grains for whole grains',
                'Drink water, milk, or unsweetened beverages instead of soda',
                'Eat slowly and pay attention to hunger and fullness cues',
              ),
              p(
                'Eating well on a budget is possible. Frozen and canned vegetables and fruits are nutritious and last longer. Dry or canned beans, lentils, eggs, oats, and brown rice are inexpensive and filling. Planning meals and making a shopping list can reduce waste and impulse purchases. Cooking a large batch on the weekend can provide easy lunches during the week.',
              ),
            ],
          },
          {
            heading: 'Reading Labels',
            blocks: [
              s('Making Sense of Nutrition Facts'),
              p(
                'The Nutrition Facts label can help you compare foods. Start with the serving size, since all the numbers are based on it. The percent Daily Value shows how much a nutrient contributes to a typical day: 5 percent or less is considered low and 20 percent or more is high. Aim for foods lower in sodium, saturated fat, and added sugars and higher in fiber.',
              ),
              p(
                'People with diabetes, kidney disease, food allergies, digestive conditions, or specific weight goals often benefit from personalized advice. A registered dietitian or nutritionist can build an eating plan that respects your health needs, food preferences, and culture. Healthy eating is about overall patterns over time, so enjoy your food and leave room for flexibility.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Staying Up to Date on Preventive Screenings',
        description:
          'Preventive screenings can catch health problems early, often before symptoms start. Learn which common screenings adults should discuss with their clinician and how to keep track of what is due.',
        specialities: ['Family Medicine', 'Internal Medicine'],
        groups: [
          {
            heading: 'Why Screening Matters',
            blocks: [
              p(
                'Many serious health conditions, including high blood pressure, diabetes, and several types of cancer, develop quietly without symptoms in their early stages. Screening tests look for these conditions in people who feel healthy, when treatment is often simpler and more effective. Screening can also identify risk factors, like high cholesterol, before they lead to a heart attack or stroke. Preventive care can add years of healthy life.',
              ),
              p(
                'Which screenings you need depends on your age, sex, family history, and personal risk factors. Recommendations also change as new research becomes available. A yearly checkup with your primary care clinician is a good time to review what is due and create a plan together. Many preventive services are covered by health insurance plans at no cost to you.',
              ),
            ],
          },
          {
            heading: 'Common Adult Screenings to Discuss',
            blocks: [
              l(
                'Blood pressure checks at regular intervals throughout adulthood',
                'Cholesterol testing on a schedule based on your risk',
                'Diabetes screening, especially for adults with overweight or other risk factors',
                'Colorectal cancer screening starting at age 45 for people at average risk',
                'Cervical and breast cancer screening on schedules that depend on age',
                'Depression screening during routine visits',
              ),
              p(
                'Other screenings may be recommended based on your history, such as lung cancer screening for certain current or former heavy smokers, bone density testing for women starting at age 65 or earlier if at higher risk, and hepatitis C testing at least once for most adults. Your clinician can help you understand the benefits and limitations of each test.',
              ),
            ],
          },
          {
            heading: 'Staying on Track',
            blocks: [
              s('Tips for Keeping Up With Care'),
              p(
                "Keep a simple record of your screening dates and results, or use the patient portal offered by your clinic. Update your family medical history regularly, since a close relative's diagnosis can change when and how often you should be screened. Vaccines, such as the annual flu shot, are another important part of preventive care to review at your checkup.",
              ),
              p(
                'If cost, transportation, or scheduling makes it hard to keep up, let your care team know. Many communities offer free or low-cost screening programs, and some tests, such as certain colorectal cancer screening kits, can be done at home. Staying current with screenings is one of the most practical investments you can make in your long-term health.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Healthy Aging: Staying Active and Independent',
        description:
          'Staying strong, steady, and socially connected helps older adults maintain independence. Learn practical ways to prevent falls, keep your mind engaged, and work with your care team as you age.',
        specialities: ['Geriatric Medicine', 'Physical Therapists'],
        groups: [
          {
            heading: 'Aging Well Is Possible',
            blocks: [
              p(
                'Getting older brings changes, but declining health is not inevitable. Many of the problems once considered a normal part of aging, such as losing strength, balance, or independence, can be slowed or even improved with regular activity and good health care. Older adults who stay physically active, eat well, and remain socially engaged tend to enjoy better quality of life.',
              ),
              p(
                'Muscle mass and strength naturally decrease with age, which can make everyday tasks harder and increase the risk of falls. Strength and balance training can counter these changes at any age. Even people in their 80s and 90s have been shown to gain strength with appropriate, supervised exercise. Staying active also helps protect bone density, joint function, and mood.',
              ),
            ],
          },
          {
            heading: 'Preventing Falls',
            blocks: [
              l(
                'Do exercises that improve strength and balance, such as tai chi',
                'Have your vision and hearing checked regularly',
                'Review medications that can cause dizziness or drowsiness',
                'Remove tripping hazards like loose rugs and clutter',
                'Add grab bars in the bathroom and good lighting on stairs',
                'Wear supportive, well-fitting shoes',
              ),
              p(
                'Falls are a leading cause of injury among older adults, but many are preventable. Tell your clinician if you have fallen, feel unsteady, or worry about falling. A physical therapist can assess balance and walking, recommend exercises, and suggest whether a cane or walker would help you move safely. Many falls happen at home, so small changes to your living space matter.',
              ),
            ],
          },
          {
            heading: 'Mind, Mood, and Connection',
            blocks: [
              s('Staying Socially and Mentally Engaged'),
              p(
                'Loneliness and social isolation are linked to higher risks of depression, heart disease, and cognitive decline. Staying connected with family and friends, volunteering, joining community programs, or taking a class can support both mood and brain health. Hearing loss can contribute to isolation, so addressing it with hearing aids when needed can make a real difference.',
              ),
              p(
                'A geriatrician specializes in the care of older adults and can help manage multiple health conditions, review medications, and plan for future needs. Whether you see a geriatrician or a primary care clinician, regular checkups, up-to-date vaccines, and honest conversations about your goals help you stay healthy and independent for as long as possible.',
              ),
            ],
          },
          {
            heading: 'Planning Ahead',
            blocks: [
              p(
                'Healthy aging also includes planning for the future. Consider completing advance directives, which let you share your wishes for medical care and name someone to make decisions if you cannot. Discuss these choices with loved ones and your care team while you are healthy. Planning ahead reduces stress for families and helps ensure the care you receive matches your values.',
              ),
            ],
          },
        ],
      },
    ],
  },
  {
    heading: 'Blogs About Women Health',
    articles: [
      {
        heading: 'What to Expect at Your Annual Well-Woman Visit',
        description:
          'A yearly well-woman visit is a chance to review your overall health, screenings, and reproductive needs. Learn what usually happens at the appointment and how to prepare for it.',
        specialities: ['Obstetrics & Gynecology', 'Family Medicine'],
        groups: [
          {
            heading: 'More Than a Pelvic Exam',
            blocks: [
              p(
                'A well-woman visit is a preventive checkup focused on your overall health at every stage of life, from adolescence through the years after menopause. It is a time to talk about screenings, vaccines, birth control, pregnancy plans, menstrual concerns, sexual health, mental health, and healthy habits. Many people see an obstetrician-gynecologist for this visit, while others see a family medicine or internal medicine clinician.',
              ),
              p(
                'Not every visit includes a pelvic exam or Pap test. What happens depends on your age, history, and symptoms. Your clinician will explain what is recommended and why, and you can always ask questions or request that an exam be paused or stopped if you feel uncomfortable. Most health plans cover an annual well-woman visit.',
              ),
            ],
          },
          {
            heading: 'What the Visit May Include',
            blocks: [
              l(
                'A review of your medical, family, and menstrual history',
                'Blood pressure, weight, and other basic measurements',
                'Breast and pelvic exams when appropriate',
                'Cervical cancer screening on a schedule based on your age',
                'Discussion of birth control or plans for pregnancy',
                'Screening for depression, intimate partner violence, and sexually transmitted infections',
              ),
              p(
                'Cervical cancer screening usually begins at age 21. Depending on age and results, it may involve a Pap test, a test for human papillomavirus, or both, and it is typically repeated every three to five years rather than every year when results are normal. Breast cancer screening with mammograms is generally recommended every other year starting at age 40. Your clinician may suggest a different schedule if you have a higher risk.',
              ),
            ],
          },
          {
            heading: 'Preparing for Your Appointment',
            blocks: [
              s('Questions Worth Bringing Up'),
              p(
                'Before your visit, write down the first day of your last period, any changes in your cycle, and questions about symptoms such as pelvic pain, heavy bleeding, or changes in mood. Bring a list of medicines and supplements. Think about your family history of breast, ovarian, colon, or heart disease, since it may affect screening recommendations.',
              ),
              p(
                "It can feel awkward to discuss topics like sexual health, bladder leakage, or painful intercourse, but these concerns are common and treatable. Your clinician has heard these questions many times. Being open helps you get care that truly fits your needs and keeps small problems from becoming bigger ones. Don't hesitate to ask for clearer explanations of any test or result.",
              ),
            ],
          },
        ],
      },
      {
        heading: "Understanding Your Menstrual Cycle and What's Normal",
        description:
          'Knowing what is typical for your menstrual cycle helps you notice changes that may need attention. Learn how the cycle works, what is considered normal, and when to see a clinician.',
        specialities: ['Obstetrics & Gynecology', 'Endocrinologists'],
        groups: [
          {
            heading: 'How the Cycle Works',
            blocks: [
              p(
                'The menstrual cycle is the monthly series of hormonal changes that prepares the body for a possible pregnancy. It is counted from the first day of one period to the first day of the next. During the first part of the cycle, rising estrogen thickens the lining of the uterus. Around the middle, an ovary releases an egg in a process called ovulation. If pregnancy does not occur, hormone levels fall and the lining sheds as a period.',
              ),
              p(
                'Cycles are often irregular in the first few years after periods begin and again in the years leading up to menopause. Stress, significant weight changes, intense exercise, illness, and some medications can also temporarily change the timing of periods. Tracking your cycle with a calendar or app makes it easier to notice what is typical for you and to share accurate information with your clinician.',
              ),
            ],
          },
          {
            heading: 'What Is Typical for Adults',
            blocks: [
              l(
                'A cycle length of about 21 to 35 days',
                'Bleeding that lasts up to seven days',
                'Cycle length that varies by only a few days from month to month',
                'Mild to moderate cramps in the first day or two',
                'Some mood or physical changes in the days before a period',
              ),
              p(
                'Every body is different, and a cycle that falls outside these ranges is not automatically a problem. What matters most is knowing your own pattern and noticing meaningful changes. Some people experience premenstrual symptoms like bloating, breast tenderness, or irritability that can often be eased with exercise, sleep, and other strategies.',
              ),
            ],
          },
          {
            heading: 'When to Talk With a Clinician',
            blocks: [
              s('Signs That Deserve Attention'),
              p(
                'See a clinician if you soak through a pad or tampon every hour for several hours, pass large clots, bleed for more than seven days, or bleed between periods or after sex. Also seek care if your periods stop for three months or more and you are not pregnant, if cramps keep you from daily activities, or if you have no period by age 15.',
              ),
              p(
                'These symptoms can have many causes, including fibroids, endometriosis, polycystic ovary syndrome, thyroid problems, and bleeding disorders. Heavy periods can also lead to iron deficiency anemia, which causes fatigue. An obstetrician-gynecologist can evaluate the cause, and an endocrinologist may be involved when hormonal conditions are suspected. Effective treatments are available for most menstrual problems.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Healthy Habits for a Healthy Pregnancy',
        description:
          "The choices you make before and during pregnancy support your health and your baby's development. Learn the key nutrition, activity, and prenatal care habits that help pregnancy go smoothly.",
        specialities: ['Obstetrics & Gynecology', 'Nutritionists'],
        groups: [
          {
            heading: 'Starting Early',
            blocks: [
              p(
                'Healthy pregnancy habits ideally begin before conception. Anyone who could become pregnant is advised to take a daily supplement with 400 micrograms of folic acid, which helps prevent serious birth defects of the brain and spine that develop in the first weeks of pregnancy, often before a person knows they are pregnant. A preconception visit is also a good time to review medications and update vaccines.',
              ),
              p(
                "Once you learn you are pregnant, schedule your first prenatal visit. Regular prenatal care allows your clinician to track your health and your baby's growth, screen for conditions such as gestational diabetes and high blood pressure, and answer questions as your pregnancy progresses. Be sure to share any chronic health conditions, since some need closer monitoring during pregnancy.",
              ),
            ],
          },
          {
            heading: 'Everyday Healthy Choices',
            blocks: [
              l(
                'Take a prenatal vitamin that includes folic acid and iron',
                'Eat a variety of fruits, vegetables, whole grains, and lean proteins',
                'Avoid alcohol, smoking, vaping, and recreational drugs',
                'Limit caffeine to less than 200 milligrams a day',
                'Avoid raw or undercooked meat, fish, and eggs, and unpasteurized dairy',
                'Choose fish that are low in mercury',
              ),
              p(
                'There is no known safe amount of alcohol during pregnancy. Most people need only a modest increase in calories, mostly in the second and third trimesters, so the idea of "eating for two" can be misleading. A registered dietitian or nutritionist can help if you have nausea, food aversions, gestational diabetes, or dietary restrictions.',
              ),
            ],
          },
          {
            heading: 'Staying Active and Aware',
            blocks: [
              s('Exercise During Pregnancy'),
              p(
                'For most people with a healthy pregnancy, regular moderate exercise is safe and beneficial. Aim for about 150 minutes a week of activities like walking, swimming, or prenatal yoga. Exercise can reduce back pain, improve sleep and mood, and lower the risk of some complications. Avoid contact sports and activities with a high risk of falling, and check with your clinician about what is right for you.',
              ),
              s('Warning Signs to Report'),
              p(
                "Call your clinician or seek care right away for vaginal bleeding, leaking fluid, severe headache, vision changes, sudden swelling of the face or hands, severe abdominal pain, fever, or a noticeable decrease in your baby's movements later in pregnancy. Trust your instincts. If something does not feel right, it is always better to ask.",
              ),
            ],
          },
        ],
      },
      {
        heading: 'Navigating Menopause Symptoms With Confidence',
        description:
          'Menopause is a natural transition, but its symptoms can affect sleep, mood, and daily comfort. Learn what to expect, how long symptoms may last, and the treatment options available.',
        specialities: ['Obstetrics & Gynecology', 'Endocrinologists'],
        groups: [
          {
            heading: 'Understanding the Transition',
            blocks: [
              p(
                'Menopause is the point when menstrual periods have stopped for 12 months in a row, marking the end of the reproductive years. In the United States, the average age of menopause is about 51, although it can happen earlier or later. The years leading up to it, called perimenopause, often bring irregular periods and other symptoms as estrogen and progesterone levels rise and fall unpredictably.',
              ),
              p(
                "Perimenopause can last several years, and every person's experience is different. Some people have few symptoms, while others find that hot flashes, poor sleep, or mood changes significantly affect their quality of life. Hot flashes often continue for several years after the final period. Menopause can also happen earlier because of surgery to remove the ovaries or certain cancer treatments. You do not have to simply put up with disruptive symptoms.",
              ),
            ],
          },
          {
            heading: 'Common Symptoms',
            blocks: [
              l(
                'Hot flashes and night sweats',
                'Trouble sleeping',
                'Vaginal dryness or discomfort during sex',
                'Mood changes, irritability, or anxiety',
                'Changes in memory or concentration',
                'More frequent urinary urgency or infections',
              ),
              p(
                'After menopause, lower estrogen levels also speed up bone loss and can affect cholesterol levels, raising the risk of osteoporosis and heart disease over time. This makes healthy habits, such as weight-bearing exercise, adequate calcium and vitamin D, and regular heart health screenings, especially important during and after the transition.',
              ),
            ],
          },
          {
            heading: 'Finding Relief',
            blocks: [
              s('Treatment Options to Discuss'),
              p(
                'Hormone therapy is the most effective treatment for hot flashes and night sweats. For many healthy people under 60 or within 10 years of menopause, the benefits often outweigh the risks, but it is not right for everyone, including some people with a history of breast cancer, blood clots, or stroke. Nonhormonal prescription medicines and low-dose vaginal estrogen for dryness are also options.',
              ),
              p(
                'Lifestyle steps can help, too. Dressing in layers, keeping the bedroom cool, limiting alcohol and spicy foods if they trigger hot flashes, staying active, and practicing stress-reduction techniques can ease symptoms for many people. Talk with an obstetrician-gynecologist or other clinician about your symptoms and health history so you can choose a plan that fits your needs.',
              ),
            ],
          },
          {
            heading: 'Looking After Long-Term Health',
            blocks: [
              p(
                'Menopause is a good time to review your overall health with your clinician. Ask whether you are due for bone density testing, blood pressure and cholesterol checks, and cancer screenings. Pelvic floor exercises can help with bladder leakage, and a physical therapist who specializes in pelvic health can provide guidance. Any bleeding after menopause should be checked promptly, since it is not considered normal.',
              ),
            ],
          },
        ],
      },
      {
        heading: 'Heart Disease in Women: Know the Differences',
        description:
          'Heart disease is the leading cause of death for women in the United States, yet its signs are often missed. Learn how symptoms and risk factors can differ for women and how to protect your heart.',
        specialities: ['Cardiologists', 'Obstetrics & Gynecology'],
        groups: [
          {
            heading: 'A Leading Threat',
            blocks: [
              p(
                "Many people think of heart disease as a man's problem, but it is the leading cause of death for women in the United States. Awareness has improved, yet many women still underestimate their risk, and symptoms in women are sometimes overlooked or attributed to stress, anxiety, or indigestion. Knowing the signs and your personal risk factors can help you get the right care sooner.",
              ),
              p(
                'Women share many of the same risk factors as men, including high blood pressure, high cholesterol, diabetes, smoking, obesity, and physical inactivity. Some risk factors, however, are unique to women or affect them differently, and these deserve attention throughout life. Diabetes and smoking, for example, appear to raise heart disease risk more in women than in men.',
              ),
            ],
          },
          {
            heading: 'Risk Factors Specific to Women',
            blocks: [
              l(
                'High blood pressure or preeclampsia during pregnancy',
                'Gestational diabetes',
                'Early menopause, especially before age 40',
                'Polycystic ovary syndrome',
                'Autoimmune conditions such as lupus and rheumatoid arthritis, which are more common in women',
                'Depression and chronic stress',
              ),
              p(
                'Pregnancy complications are sometimes described as an early "stress test" for the heart. Women who had preeclampsia, gestational diabetes, or preterm delivery have a higher risk of heart disease later in life. Be sure every clinician you see knows about these past complications, even years after pregnancy, so that blood pressure, blood sugar, and cholesterol can be monitored.',
              ),
            ],
          },
          {
            heading: 'Recognizing Symptoms',
            blocks: [
              s('How Symptoms May Differ'),
              p(
                'Chest pain or discomfort is still the most common heart attack symptom in women. However, women are more likely than men to also have shortness of breath, nausea or vomiting, unusual fatigue, lightheadedness, and pain in the back, neck, jaw, or arms. These symptoms may come on gradually, and they can appear during rest or even wake a person from sleep. Call 911 for any symptoms that could be a heart attack, rather than waiting to see if they pass.',
              ),
              p(
                'Regular checkups to monitor blood pressure, cholesterol, and blood sugar are key to prevention. Staying active, eating a heart-healthy diet, not smoking, and managing stress all lower risk. If you have several risk factors or a history of pregnancy complications, ask your clinician whether a referral to a cardiologist makes sense for you. Taking care of your heart is a lifelong commitment.',
              ),
            ],
          },
        ],
      },
    ],
  },
];
