print(2 < 2.5, 3 == 3.0, 1e3 == 1000, -0.0 == 0.0, float("nan") == float("nan"))
