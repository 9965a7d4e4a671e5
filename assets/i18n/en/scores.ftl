# How a score is counted, wherever it is shown (the summary, the exam result, the review, the
# overview, the register).
scores-category_row = { $right } of { $decisions } right at the first try; { $mistakes ->
    [one] 1 mistake of this kind (the rule broken)
   *[other] { $mistakes } mistakes of this kind (the rule broken)
}
scores-register_mistakes = { $category }: { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}
summary-about_situation = What this situation trained
start-trains = This situation trains:
