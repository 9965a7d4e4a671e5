mode-practice = Practice
table-box_n = Box { $n
