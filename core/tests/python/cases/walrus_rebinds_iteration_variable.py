print("compiled")
exec_like = [(j := j + 1) for j in range(2)]
