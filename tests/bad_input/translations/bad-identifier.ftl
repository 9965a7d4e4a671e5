1mode = Practice
