x = 1; y = 2; print(x + y)
x = 1; y = "2"; print(x + y)
