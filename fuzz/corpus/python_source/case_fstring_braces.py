print(f"{{literal}} {1+1}")
