train-acceptable = { $actions ->
    [one] one
}
