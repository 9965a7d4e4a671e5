# A message English does not have.
mode-practise = Practice
