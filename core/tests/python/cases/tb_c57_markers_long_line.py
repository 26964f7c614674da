data = {"alpha": 1, "beta": 2, "gamma": 3, "delta": 4, "epsilon": 5, "zeta": 6, "eta": 7, "theta": 8}
result = data["alpha"] + data["beta"] + data["gamma"] + data["delta"] + data["epsilon"] + data["zeta"] + data["iota"]
