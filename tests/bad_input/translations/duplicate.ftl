mode-practice = Practice
mode-practice = Exercise
