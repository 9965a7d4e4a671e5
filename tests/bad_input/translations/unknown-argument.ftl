mode-practice = Practice { $who }
