print("nibbench")
