mode-practice =
