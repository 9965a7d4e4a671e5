table-box_n = Box
